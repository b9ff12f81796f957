/** The areas domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { onAreaSaved } from './changes';
export { type AreaRow, areas, type LatLng } from './tables';
export { pointInAnyPolygon, pointInPolygon } from './geometry';
export { listAreas } from './queries';
