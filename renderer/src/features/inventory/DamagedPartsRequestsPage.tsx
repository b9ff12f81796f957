import { RequestsList } from './RequestsList';

/** /app/inventory/damaged-parts-requests: damaged spare parts reported with a photo; approved ones are written off. */
export default function DamagedPartsRequestsPage() {
  return <RequestsList kind="damaged" title="Damaged Parts Requests" />;
}
