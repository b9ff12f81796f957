import { MovementPage } from './MovementPage';

/** /app/inventory/sorting. */
export default function SortingPage() {
  return <MovementPage type="sorting" title="Inventory Sorting" />;
}
