/**
 * Where the map shows what, as plain numbers a worker can use: the painting worker has no
 * Leaflet map to ask `latLngToContainerPoint`, so the map sends this with each view and
 * both threads place pins with the same arithmetic (Leaflet's EPSG:3857, 256-px tiles).
 */
export interface ViewFrame {
  zoom: number;
  /** The container's top-left corner in world pixels at `zoom` (Leaflet's pixel origin less the map pane's offset). */
  originX: number;
  originY: number;
  /** The container's size in CSS pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel. */
  ratio: number;
}

const EARTH_RADIUS = 6378137;
const MAX_LATITUDE = 85.0511287798;
const SCALE = 0.5 / (Math.PI * EARTH_RADIUS);
const DEG = Math.PI / 180;

/** World pixel of a point at a zoom, as L.CRS.EPSG3857.latLngToPoint computes it. */
export function project(lat: number, lng: number, zoom: number): [x: number, y: number] {
  const sin = Math.sin(Math.max(Math.min(MAX_LATITUDE, lat), -MAX_LATITUDE) * DEG);
  const mx = EARTH_RADIUS * lng * DEG;
  const my = (EARTH_RADIUS * Math.log((1 + sin) / (1 - sin))) / 2;
  const scale = 256 * Math.pow(2, zoom);
  return [scale * (SCALE * mx + 0.5), scale * (-SCALE * my + 0.5)];
}

/**
 * Container point of a point, as map.latLngToContainerPoint gives it (Leaflet rounds the
 * projected point before taking the origin off, so the same pin lands on the same pixel).
 */
export function toContainer(frame: ViewFrame, lat: number, lng: number): [x: number, y: number] {
  const [x, y] = project(lat, lng, frame.zoom);
  return [Math.round(x) - frame.originX, Math.round(y) - frame.originY];
}
