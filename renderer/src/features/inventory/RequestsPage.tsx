import { RequestsList } from './RequestsList';

/** /app/inventory/requests: technicians ask for parts, a storekeeper fulfils (reserves) or refuses. */
export default function RequestsPage() {
  return <RequestsList kind="part" title="Inventory Requests" />;
}
