import { MovementPage } from './MovementPage';

/** /app/inventory/returns. */
export default function ReturnsPage() {
  return <MovementPage type="return" title="Inventory Returns" />;
}
