import type L from 'leaflet';
import type { ViewFrame } from './viewFrame';

/**
 * The map's current view as a ViewFrame. containerPointToLayerPoint([0, 0]) is the map
 * pane's offset taken off; adding the pixel origin gives the corner in world pixels.
 */
export function frameOf(map: L.Map): ViewFrame {
  const corner = map.containerPointToLayerPoint([0, 0]).add(map.getPixelOrigin());
  const size = map.getSize();
  return {
    zoom: map.getZoom(),
    originX: corner.x,
    originY: corner.y,
    width: size.x,
    height: size.y,
    ratio: window.devicePixelRatio || 1,
  };
}

/** The layer point of the container's top-left: where a canvas over the view sits in the overlay pane. */
export function cornerOf(map: L.Map): L.Point {
  return map.containerPointToLayerPoint([0, 0]);
}
