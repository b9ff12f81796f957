/** The areas domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { onAreaSaved } from './changes';
export { areas, type AreaRow } from './tables';
