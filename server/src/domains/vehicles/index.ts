/** The vehicles domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { vehicleLifeCycle, vehicles } from './tables';
