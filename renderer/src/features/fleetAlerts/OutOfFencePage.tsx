import { EmptyState } from '../../components/EmptyState';
import { useCan } from '../../components/PermissionGate';
import { VEHICLE_ALERT_EXPORTS } from '@ops/shared/exports/fleetAlertsExportFields';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { useOutOfFenceVehiclesQuery } from './fleetAlertsApi';
import { useAreaFilter } from './useAreaFilter';
import { VehicleAlertList } from './VehicleAlertList';

/**
 * /app/vehicles/out-of-fence (the route has no gate, 03 §2.2; the list needs
 * home.VIEW_URGENT_VEHICLES, the permission of the Scooters header's out-of-fence icon), live
 * from OUT_OF_FENCE_VEHICLE.
 */
export default function OutOfFencePage() {
  const allowed = useCan(gate('home.VIEW_URGENT_VEHICLES'));
  const [area, setArea] = useAreaFilter();
  const result = useOutOfFenceVehiclesQuery({ area }, { skip: !allowed });
  if (!allowed) return <EmptyState title="You do not have permission to view out of fence vehicles." />;
  return (
    <VehicleAlertList
      title="Out Of Fence Vehicles"
      subtitle="Vehicles outside their area’s fence; new ones arrive live."
      name="outOfFenceVehicles"
      own={[]}
      result={result}
      areas={area}
      onAreas={setArea}
      empty="No vehicles out of fence"
      exportSpec={VEHICLE_ALERT_EXPORTS.outOfFence}
    />
  );
}
