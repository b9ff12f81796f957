import L from 'leaflet';
import type { ClusterItem } from './clusterIndex';

export interface CanvasStyle {
  /** Main-thread time of each paint (the benchmark adds it up). */
  onPaint?: (ms: number) => void;
  pinRadius: number;
  pinColour: (slot: number) => string;
  clusterColour: string;
}

/** A cluster's drawn radius by its count (px). */
export const clusterRadius = (count: number): number => (count < 10 ? 11 : count < 100 ? 14 : count < 1000 ? 17 : 20);

/**
 * One canvas over the map that draws every cluster (counted disc) and every single vehicle
 * (dot) of the current view in one pass. Thousands of Leaflet markers cost a DOM node each
 * and were most of the time of a redraw; a canvas pass over a few hundred items is a
 * millisecond or two. The canvas takes no pointer events: the layer hit-tests map events.
 */
export class ClusterCanvas {
  private readonly canvas = document.createElement('canvas');
  private items: ClusterItem[] = [];
  private position: (slot: number) => [number, number] = () => [0, 0];
  private frame = 0;
  private readonly onView = () => this.schedule();
  private readonly onZoomStart = () => (this.canvas.style.visibility = 'hidden');

  constructor(
    private readonly map: L.Map,
    private readonly style: CanvasStyle,
  ) {
    this.canvas.className = 'ops-cluster-canvas leaflet-zoom-hide';
    this.canvas.style.position = 'absolute';
    this.canvas.style.pointerEvents = 'none';
    map.getPanes().overlayPane.appendChild(this.canvas);
    map.on('moveend zoomend resize viewreset', this.onView);
    map.on('zoomstart', this.onZoomStart);
  }

  /** What to draw; single vehicles are drawn where `position` says they are now. */
  setItems(items: ClusterItem[], position: (slot: number) => [number, number]): void {
    this.items = items;
    this.position = position;
    this.schedule();
  }

  /** Live moves: one redraw on the next frame, however many moves arrive before it. */
  schedule(): void {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.draw());
  }

  /** The item under a container point, singles before clusters (they are drawn on top). */
  hit(point: L.Point): ClusterItem | null {
    let best: ClusterItem | null = null;
    for (let i = this.items.length - 1; i >= 0; i--) {
      const item = this.items[i]!;
      const [lat, lng] = item.slot >= 0 ? this.position(item.slot) : [item.lat, item.lng];
      const at = this.map.latLngToContainerPoint([lat, lng]);
      const radius = item.slot >= 0 ? this.style.pinRadius + 3 : clusterRadius(item.count);
      if (at.distanceTo(point) > radius) continue;
      if (item.slot >= 0) return item;
      best ??= item;
    }
    return best;
  }

  destroy(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.map.off('moveend zoomend resize viewreset', this.onView);
    this.map.off('zoomstart', this.onZoomStart);
    this.canvas.remove();
  }

  private draw(): void {
    this.frame = 0;
    const started = performance.now();
    this.paint();
    this.style.onPaint?.(performance.now() - started);
  }

  private paint(): void {
    const size = this.map.getSize();
    const ratio = window.devicePixelRatio || 1;
    if (this.canvas.width !== size.x * ratio || this.canvas.height !== size.y * ratio) {
      this.canvas.width = size.x * ratio;
      this.canvas.height = size.y * ratio;
      this.canvas.style.width = `${size.x}px`;
      this.canvas.style.height = `${size.y}px`;
    }
    // The overlay pane moves with the map; the canvas sits at the container's top-left.
    L.DomUtil.setPosition(this.canvas, this.map.containerPointToLayerPoint([0, 0]));
    this.canvas.style.visibility = 'visible';
    const ctx = this.canvas.getContext('2d');
    if (!ctx) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, size.x, size.y);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.font = '600 11px system-ui, sans-serif';
    const clusters: Array<[L.Point, number]> = [];
    for (const item of this.items) {
      if (item.slot >= 0) continue;
      clusters.push([this.map.latLngToContainerPoint([item.lat, item.lng]), item.count]);
    }
    for (const [at, count] of clusters) {
      const r = clusterRadius(count);
      ctx.beginPath();
      ctx.arc(at.x, at.y, r + 3, 0, Math.PI * 2);
      ctx.fillStyle = 'rgba(46, 125, 50, 0.25)';
      ctx.fill();
      ctx.beginPath();
      ctx.arc(at.x, at.y, r, 0, Math.PI * 2);
      ctx.fillStyle = this.style.clusterColour;
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.fillText(String(count), at.x, at.y);
    }
    ctx.lineWidth = 2;
    ctx.strokeStyle = '#ffffff';
    for (const item of this.items) {
      if (item.slot < 0) continue;
      const [lat, lng] = this.position(item.slot);
      const at = this.map.latLngToContainerPoint([lat, lng]);
      ctx.beginPath();
      ctx.arc(at.x, at.y, this.style.pinRadius, 0, Math.PI * 2);
      ctx.fillStyle = this.style.pinColour(item.slot);
      ctx.fill();
      ctx.stroke();
    }
  }
}
