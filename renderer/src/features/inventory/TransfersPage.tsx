import { MovementPage } from './MovementPage';

/** /app/inventory/transfers. */
export default function TransfersPage() {
  return <MovementPage type="transfer" title="Inventory Transfers" />;
}
