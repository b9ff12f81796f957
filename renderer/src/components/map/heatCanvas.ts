import L from 'leaflet';
import { heatPalette, heatWeight } from './heatPalette';

export interface HeatPointCell {
  lat: number;
  lng: number;
  count: number;
}

export interface HeatData {
  cells: readonly HeatPointCell[];
  maxCount: number;
  /** Degrees: the brush is sized to a cell's width on screen. */
  cellSize: number;
}

/**
 * The heat layer: one canvas over the map, painted in two passes. First every cell in view is
 * stamped as a soft grey disc (a blurred brush made once per radius) whose opacity is its
 * weight, so neighbouring cells add up where rides are dense; then each pixel's built-up
 * opacity is looked up in the colour palette. That is the usual heatmap technique
 * (simpleheat, leaflet.heat), written here in a hundred lines: both libraries are unmaintained
 * since 2016 and draw individual points, while our cells come pre-counted and sized in degrees.
 * 4,000 cells paint in a few milliseconds (the page puts the last paint time in
 * `data-paint-ms`, and e2e/heatmapExport.e2e.test.ts reads it).
 */
export class HeatCanvas {
  private readonly canvas = document.createElement('canvas');
  private readonly shadow = document.createElement('canvas');
  private readonly palette = heatPalette();
  private brush: HTMLCanvasElement | null = null;
  private brushRadius = 0;
  private data: HeatData = { cells: [], maxCount: 0, cellSize: 0.002 };
  private frame = 0;
  private readonly onView = () => this.schedule();
  private readonly onZoomStart = () => (this.canvas.style.visibility = 'hidden');

  constructor(
    private readonly map: L.Map,
    private readonly onPaint?: (ms: number) => void,
  ) {
    this.canvas.className = 'ops-heat-canvas leaflet-zoom-hide';
    this.canvas.style.position = 'absolute';
    this.canvas.style.pointerEvents = 'none';
    this.canvas.style.opacity = '0.8';
    map.getPanes().overlayPane.appendChild(this.canvas);
    map.on('moveend zoomend resize viewreset', this.onView);
    map.on('zoomstart', this.onZoomStart);
  }

  setData(data: HeatData): void {
    this.data = data;
    this.schedule();
  }

  schedule(): void {
    if (!this.frame) this.frame = requestAnimationFrame(() => this.draw());
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
    this.onPaint?.(performance.now() - started);
  }

  /** A grey disc fading to transparent at its edge, drawn once per radius and stamped per cell. */
  private brushOf(radius: number): HTMLCanvasElement {
    if (this.brush && this.brushRadius === radius) return this.brush;
    const brush = document.createElement('canvas');
    brush.width = brush.height = radius * 2;
    const ctx = brush.getContext('2d')!;
    const gradient = ctx.createRadialGradient(radius, radius, 0, radius, radius, radius);
    gradient.addColorStop(0, 'rgba(0,0,0,1)');
    gradient.addColorStop(0.45, 'rgba(0,0,0,0.75)');
    gradient.addColorStop(1, 'rgba(0,0,0,0)');
    ctx.fillStyle = gradient;
    ctx.fillRect(0, 0, radius * 2, radius * 2);
    this.brush = brush;
    this.brushRadius = radius;
    return brush;
  }

  private paint(): void {
    const size = this.map.getSize();
    for (const canvas of [this.canvas, this.shadow]) {
      if (canvas.width !== size.x || canvas.height !== size.y) {
        canvas.width = size.x;
        canvas.height = size.y;
      }
    }
    this.canvas.style.width = `${size.x}px`;
    this.canvas.style.height = `${size.y}px`;
    L.DomUtil.setPosition(this.canvas, this.map.containerPointToLayerPoint([0, 0]));
    this.canvas.style.visibility = 'visible';
    const out = this.canvas.getContext('2d');
    const shadow = this.shadow.getContext('2d', { willReadFrequently: true });
    if (!out || !shadow) return;
    out.clearRect(0, 0, size.x, size.y);
    shadow.clearRect(0, 0, size.x, size.y);
    const { cells, maxCount, cellSize } = this.data;
    if (cells.length === 0 || maxCount <= 0) return;

    // A cell's width on screen at this zoom, near the view's centre; the disc overlaps its neighbours a little.
    const centre = this.map.getCenter();
    const a = this.map.latLngToContainerPoint(centre);
    const b = this.map.latLngToContainerPoint([centre.lat, centre.lng + cellSize]);
    const radius = Math.round(Math.min(48, Math.max(6, Math.abs(b.x - a.x) * 0.9)));
    const brush = this.brushOf(radius);
    for (const cell of cells) {
      const at = this.map.latLngToContainerPoint([cell.lat, cell.lng]);
      if (at.x < -radius || at.y < -radius || at.x > size.x + radius || at.y > size.y + radius) continue;
      shadow.globalAlpha = heatWeight(cell.count, maxCount);
      shadow.drawImage(brush, at.x - radius, at.y - radius);
    }

    // Colour by built-up opacity: the palette index is the alpha the discs added up to.
    const image = shadow.getImageData(0, 0, size.x, size.y);
    const pixels = image.data;
    for (let i = 3; i < pixels.length; i += 4) {
      const alpha = pixels[i]!;
      if (alpha === 0) continue;
      const p = alpha * 4;
      pixels[i - 3] = this.palette[p]!;
      pixels[i - 2] = this.palette[p + 1]!;
      pixels[i - 1] = this.palette[p + 2]!;
      // Faint where few rides, solid where many.
      pixels[i] = Math.min(255, 60 + alpha);
    }
    out.putImageData(image, 0, 0);
  }
}
