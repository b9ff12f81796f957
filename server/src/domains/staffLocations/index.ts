/** The staffLocations domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { staffLocations } from './tables';
