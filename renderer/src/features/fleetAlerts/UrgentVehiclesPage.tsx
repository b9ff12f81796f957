import { VEHICLE_ALERT_EXPORTS } from '@ops/shared/exports/fleetAlertsExportFields';
import { useUrgentVehiclesQuery } from './fleetAlertsApi';
import { urgencyColumn } from './alertVehicleColumns';
import { useAreaFilter } from './useAreaFilter';
import { VehicleAlertList } from './VehicleAlertList';

/** /app/urgent (vehicles.VIEW_URGENT_VEHICLES): urgent vehicles with their urgency type, live (URGENT_VEHICLE, DEL_URGENT_VEHICLE). */
export default function UrgentVehiclesPage() {
  const [area, setArea] = useAreaFilter();
  const result = useUrgentVehiclesQuery({ area });
  return (
    <VehicleAlertList
      title="Urgent Vehicles"
      subtitle="Vehicles that need attention now; the list follows the live urgent alerts."
      name="urgentVehicles"
      own={[urgencyColumn]}
      result={result}
      areas={area}
      onAreas={setArea}
      empty="No urgent vehicles"
      exportSpec={VEHICLE_ALERT_EXPORTS.urgent}
    />
  );
}
