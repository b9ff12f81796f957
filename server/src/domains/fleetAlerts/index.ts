/** The fleetAlerts domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { VEHICLE_ALERT_QUERIES } from './vehicleAlerts';
