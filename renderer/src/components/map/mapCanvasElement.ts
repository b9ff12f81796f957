import L from 'leaflet';
import type { ViewFrame } from './viewFrame';

/**
 * The vehicle canvas's element over the map, whoever paints it (the worker through
 * transferControlToOffscreen, or this thread). It sits in the overlay pane, so it moves with
 * a drag; it is hidden while a zoom animates and shown again at the corner of the view its
 * content was painted for. It takes no pointer events: the layer hit-tests map events.
 */
export class MapCanvasElement {
  readonly canvas = document.createElement('canvas');
  private placed: { x: number; y: number } | null = null;
  private sized: { width: number; height: number } | null = null;
  private readonly onZoomStart = () => {
    this.canvas.style.visibility = 'hidden';
  };

  constructor(private readonly map: L.Map) {
    this.canvas.className = 'ops-cluster-canvas leaflet-zoom-hide';
    this.canvas.style.position = 'absolute';
    this.canvas.style.pointerEvents = 'none';
    map.getPanes().overlayPane.appendChild(this.canvas);
    map.on('zoomstart', this.onZoomStart);
  }

  /** Places and shows the canvas; style is written only when it changes (each write costs a style pass). */
  show(corner: L.Point, frame: ViewFrame): void {
    if (!this.sized || this.sized.width !== frame.width || this.sized.height !== frame.height) {
      this.canvas.style.width = `${frame.width}px`;
      this.canvas.style.height = `${frame.height}px`;
      this.sized = { width: frame.width, height: frame.height };
    }
    if (!this.placed || this.placed.x !== corner.x || this.placed.y !== corner.y) {
      L.DomUtil.setPosition(this.canvas, corner);
      this.placed = { x: corner.x, y: corner.y };
    }
    if (this.canvas.style.visibility !== 'visible') this.canvas.style.visibility = 'visible';
  }

  destroy(): void {
    this.map.off('zoomstart', this.onZoomStart);
    this.canvas.remove();
  }
}
