import { VEHICLE_ALERT_EXPORTS } from '@ops/shared/exports/fleetAlertsExportFields';
import { IOT_BATTERY_ALERT_PERCENT } from '@ops/shared/rules/alerts';
import { useIotBatteryAlertsQuery } from './fleetAlertsApi';
import { iotBatteryColumn } from './alertVehicleColumns';
import { useAreaFilter } from './useAreaFilter';
import { VehicleAlertList } from './VehicleAlertList';

/** /app/vehicles-iot-battery-alert (vehicles.IOT_BATTERY_ALERTS): the rule of shared/rules/alerts.ts, lowest first. */
export default function IotBatteryAlertsPage() {
  const [area, setArea] = useAreaFilter();
  const result = useIotBatteryAlertsQuery({ area });
  return (
    <VehicleAlertList
      title="IoT Battery Alerts"
      subtitle={`Vehicles whose IoT battery is at or below ${IOT_BATTERY_ALERT_PERCENT}%, or whose IoT is off.`}
      name="iotBatteryAlerts"
      own={[iotBatteryColumn]}
      result={result}
      areas={area}
      onAreas={setArea}
      empty="No IoT battery alerts"
      exportSpec={VEHICLE_ALERT_EXPORTS.iotBattery}
    />
  );
}
