import { MovementPage } from './MovementPage';

/** /app/inventory/consumption. */
export default function ConsumptionPage() {
  return <MovementPage type="consumption" title="Inventory Consumption" />;
}
