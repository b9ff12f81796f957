import L from 'leaflet';
import { displayedBattery } from '@ops/shared/rules/battery';
import { MAP } from '@ops/shared/rules/constants';
import type { ClusterItem } from './clusterIndex';
import { ClusterCanvas } from './clusterCanvas';
import { createClusterEngine, type ClusterEngine } from './clusterEngine';
import type { ClusterQuery, ClustersFromWorker } from './clusterMessages';
import { PIN_COLOURS } from './pinColours';

/**
 * How long moved pins wait for the worker's new clusters before repainting alone. The
 * worker answers a batch in ~10–40 ms; one repaint instead of two halves a tick's
 * main-thread time (most of it is the browser committing the canvas), and 150 ms is
 * well inside the one-second spacing of positions.
 */
const MOVE_REPAINT_WAIT_MS = 150;

export interface MapVehicle {
  _id: string;
  code: string;
  status: string;
  lat: number;
  long: number;
  battery?: number | null;
  realBatteryValue?: number | null;
  isInStorage: boolean;
}

export interface VehicleMove {
  code: string;
  lat: number;
  long: number;
}

export interface VehicleLayerOptions {
  onDetails: (vehicle: MapVehicle) => void;
  /** Each answer's compute time in the worker (the benchmark reads it). */
  onClusters?: (answer: ClustersFromWorker) => void;
  /** Main-thread time spent on an answer or a paint (the benchmark adds it up per tick). */
  onWork?: (ms: number) => void;
  engine?: ClusterEngine;
}

/** The popup's text and Details button (03 §2.5), as DOM: the layer lives outside React. */
function popupContent(vehicle: MapVehicle, onDetails: (vehicle: MapVehicle) => void): HTMLElement {
  const root = document.createElement('div');
  root.className = 'ops-map-popup';
  root.dataset.testid = 'vehicle-popup';
  const battery = displayedBattery(vehicle);
  for (const [label, value] of [
    ['Code', vehicle.code],
    ['Status', vehicle.status],
    ['Battery', battery === null ? '-' : `${Math.round(battery)}%`],
  ] as const) {
    const line = document.createElement('div');
    const strong = document.createElement('strong');
    strong.textContent = `${label}: `;
    line.append(strong, value);
    root.append(line);
  }
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'ops-map-popup-button';
  button.textContent = 'Details';
  button.addEventListener('click', () => onDetails(vehicle));
  root.append(button);
  return root;
}

/**
 * The Scooters layer: thousands of vehicles, clustered until zoom 16 (supercluster in a
 * worker), drawn on one canvas (clusters as counted discs, single vehicles green or red in
 * storage). Live moves change numbers and redraw the view on the next frame; the index
 * follows in the worker; no marker objects, no DOM per vehicle (bench/mapCluster.ts).
 */
export class VehicleClusterLayer {
  private readonly engine: ClusterEngine;
  private readonly canvas: ClusterCanvas;
  private vehicles: MapVehicle[] = [];
  private slotOfCode = new Map<string, number>();
  private items: ClusterItem[] = [];
  /** Slots of the single vehicles drawn now: a move of one of them redraws. */
  private singles = new Set<number>();
  private seq = 0;
  private hovered: number | null = null;
  private hoverTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly onView = () => this.requestClusters();
  private readonly onClick = (event: L.LeafletMouseEvent) => this.click(event);
  private readonly onMouseMove = (event: L.LeafletMouseEvent) => this.hover(event);

  constructor(
    private readonly map: L.Map,
    private readonly options: VehicleLayerOptions,
  ) {
    this.engine = options.engine ?? createClusterEngine();
    this.engine.onClusters((answer) => this.draw(answer));
    this.canvas = new ClusterCanvas(map, {
      pinRadius: 7,
      clusterColour: 'rgba(46, 125, 50, 0.9)',
      pinColour: (slot) => (this.vehicles[slot]?.isInStorage ? PIN_COLOURS.red : PIN_COLOURS.green),
      onPaint: options.onWork,
    });
    map.on('moveend', this.onView);
    map.on('click', this.onClick);
    map.on('mousemove', this.onMouseMove);
  }

  /** Resolves once the clustering can answer (its worker has loaded). */
  get ready(): Promise<void> {
    return this.engine.ready;
  }

  setVehicles(vehicles: readonly MapVehicle[]): void {
    this.vehicles = vehicles.slice();
    this.slotOfCode = new Map(vehicles.map((vehicle, slot) => [vehicle.code, slot]));
    const lat = new Float64Array(vehicles.length);
    const lng = new Float64Array(vehicles.length);
    vehicles.forEach((vehicle, slot) => {
      lat[slot] = vehicle.lat;
      lng[slot] = vehicle.long;
    });
    // Slots changed meaning: the first answer replaces everything drawn, and answers to older views are stale.
    this.draw(this.engine.load(lat, lng, this.nextView()));
  }

  /**
   * Live positions (SCOOTER_COORDINATES): pins on screen move within MOVE_REPAINT_WAIT_MS,
   * clusters when the index has followed (the worker rebuilds right after a batch, at most
   * once a second); both usually land in the same repaint.
   */
  moveVehicles(moves: readonly VehicleMove[]): void {
    const slots = new Int32Array(moves.length);
    const lat = new Float64Array(moves.length);
    const lng = new Float64Array(moves.length);
    let n = 0;
    let redraw = false;
    for (const move of moves) {
      const slot = this.slotOfCode.get(move.code);
      if (slot === undefined) continue;
      const vehicle = this.vehicles[slot]!;
      vehicle.lat = move.lat;
      vehicle.long = move.long;
      if (this.singles.has(slot)) redraw = true;
      slots[n] = slot;
      lat[n] = move.lat;
      lng[n] = move.long;
      n += 1;
    }
    if (redraw) this.canvas.scheduleWithin(MOVE_REPAINT_WAIT_MS);
    if (n > 0) this.engine.move(slots.slice(0, n), lat.slice(0, n), lng.slice(0, n));
  }

  /** Codes of every vehicle inside the view, drawn alone or in a cluster. */
  codesInView(limit: number): string[] {
    const bounds = this.map.getBounds();
    const codes: string[] = [];
    for (const vehicle of this.vehicles) {
      if (bounds.contains([vehicle.lat, vehicle.long])) codes.push(vehicle.code);
      if (codes.length >= limit) break;
    }
    return codes;
  }

  destroy(): void {
    this.map.off('moveend', this.onView);
    this.map.off('click', this.onClick);
    this.map.off('mousemove', this.onMouseMove);
    if (this.hoverTimer) clearTimeout(this.hoverTimer);
    this.canvas.destroy();
    this.engine.destroy();
  }

  private readonly position = (slot: number): [number, number] => {
    const vehicle = this.vehicles[slot];
    return vehicle ? [vehicle.lat, vehicle.long] : [0, 0];
  };

  private nextView(): ClusterQuery {
    const b = this.map.getBounds();
    this.seq += 1;
    return { seq: this.seq, bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()], zoom: this.map.getZoom() };
  }

  private requestClusters(): void {
    const { seq, bbox, zoom } = this.nextView();
    this.engine.query(seq, bbox, zoom);
  }

  private draw(answer: ClustersFromWorker): void {
    // An answer to an older view is stale once a newer question is out (a rebuild re-answers the newest).
    if (answer.seq !== this.seq) return;
    const started = performance.now();
    this.items = answer.items;
    this.singles = new Set(answer.items.filter((item) => item.slot >= 0).map((item) => item.slot));
    this.canvas.setItems(answer.items, this.position);
    // What the page shows, for tests and for people reading the DOM: counts, and the biggest cluster's place.
    const container = this.map.getContainer();
    let biggest: ClusterItem | null = null;
    for (const item of answer.items) if (item.slot < 0 && (!biggest || item.count > biggest.count)) biggest = item;
    container.dataset.vehicles = String(this.vehicles.length);
    container.dataset.clusters = String(answer.items.length - this.singles.size);
    container.dataset.pins = String(this.singles.size);
    container.dataset.clustered = String(answer.items.reduce((sum, item) => sum + (item.slot < 0 ? item.count : 0), 0));
    if (biggest) {
      const at = this.map.latLngToContainerPoint([biggest.lat, biggest.lng]);
      container.dataset.biggest = `${Math.round(at.x)},${Math.round(at.y)},${biggest.count}`;
    } else delete container.dataset.biggest;
    this.options.onWork?.(performance.now() - started);
    this.options.onClusters?.(answer);
  }

  private openPopup(slot: number): void {
    const vehicle = this.vehicles[slot];
    if (!vehicle) return;
    L.popup({ autoPan: true, offset: [0, -6] }).setLatLng([vehicle.lat, vehicle.long]).setContent(popupContent(vehicle, this.options.onDetails)).openOn(this.map);
  }

  /** A cluster flies to where it falls apart; a vehicle opens its popup at once. */
  private click(event: L.LeafletMouseEvent): void {
    const item = this.canvas.hit(event.containerPoint);
    if (!item) return;
    if (item.slot >= 0) this.openPopup(item.slot);
    else this.map.flyTo([item.lat, item.lng], item.expansionZoom);
  }

  /** 03 §2.5: pointing at a vehicle opens its popup after 500 ms. */
  private hover(event: L.LeafletMouseEvent): void {
    const item = this.canvas.hit(event.containerPoint);
    const slot = item && item.slot >= 0 ? item.slot : null;
    this.map.getContainer().style.cursor = item ? 'pointer' : '';
    if (slot === this.hovered) return;
    this.hovered = slot;
    if (this.hoverTimer) clearTimeout(this.hoverTimer);
    this.hoverTimer = slot === null ? null : setTimeout(() => this.openPopup(slot), MAP.popupDelayMs);
  }
}
