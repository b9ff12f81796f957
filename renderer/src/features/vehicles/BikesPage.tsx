import VehiclesPage from './VehiclesPage';

/** /app/bikes (vehicles.VIEW_PAGE): the Scooters page's list, filtered to the e-bikes (02 §2 Bikes). */
export default function BikesPage() {
  return <VehiclesPage kind="bike" />;
}
