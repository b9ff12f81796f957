import { MovementPage } from './MovementPage';

/** /app/inventory/inputs. */
export default function InputsPage() {
  return <MovementPage type="input" title="Inventory Inputs" />;
}
