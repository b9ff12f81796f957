/** The vehicles domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { VEHICLE_TYPES, vehicleLifeCycle, vehicles, type VehicleType } from './tables';
export { fenceStatus } from './fence';
export { recordVehicleLifeCycle } from './lifeCycleEntry';
