import L from 'leaflet';
import { MAP } from '@ops/shared/rules/constants';
import { ClusterCanvas } from './clusterCanvas';
import {
  canPaintInWorker,
  createClusterWorker,
  InlineEngine,
  WorkerEngine,
  type ClusterEngine,
} from './clusterEngine';
import { hitItem } from './clusterHit';
import type { ClusterItem } from './clusterItem';
import { pack, unpack, type PackedItems } from './packedItems';
import type { ClusterQuery, ClustersFromWorker } from './clusterMessages';
import type { PainterStyle } from './clusterPainter';
import { setData, summarize } from './clusterSummary';
import { cornerOf, frameOf } from './leafletFrame';
import { MapCanvasElement } from './mapCanvasElement';
import { MOVE_REPAINT_WAIT_MS } from './paintScheduler';
import { PIN_COLOURS } from './pinColours';
import { PIN_RADIUS } from './clusterSize';
import type { ViewFrame } from './viewFrame';
import type { MapVehicle, VehicleMove } from './mapVehicle';
import { popupContent } from './vehiclePopup';

/** Pin colours by index: 0 normally, 1 in storage (03 §2.5). */
const STYLE: PainterStyle = {
  pinRadius: PIN_RADIUS,
  clusterColour: 'rgba(46, 125, 50, 0.9)',
  palette: [PIN_COLOURS.green, PIN_COLOURS.red],
};

export interface VehicleLayerOptions {
  onDetails: (vehicle: MapVehicle) => void;
  /** Each answer (its compute and paint time in the worker: the benchmark reads them). */
  onClusters?: (answer: ClustersFromWorker) => void;
  /** Main-thread time spent on an answer or a paint (the benchmark adds it up per tick). */
  onWork?: (ms: number) => void;
  /** An engine to use instead of the worker (it then paints on this thread). */
  engine?: ClusterEngine;
}

/**
 * The Scooters layer: thousands of vehicles, clustered until zoom 16 (supercluster in a
 * worker), drawn on one canvas (clusters as counted discs, single vehicles green or red in
 * storage). Where the browser can hand a canvas to a worker (Electron's Chromium), the worker
 * also paints, and this thread only forwards views and moves and keeps what hit-testing
 * needs (the newest answer and every vehicle's position); elsewhere it paints here
 * (clusterCanvas.ts). No marker objects, no DOM per vehicle (bench/mapCluster.ts).
 */
export class VehicleClusterLayer {
  private readonly engine: ClusterEngine;
  /** Painting on this thread, when the engine does not paint. */
  private readonly canvas: ClusterCanvas | null = null;
  /** The element the worker paints into, when it does. */
  private readonly element: MapCanvasElement | null = null;
  private vehicles: MapVehicle[] = [];
  private codes: Map<string, number> | null = null;
  private codesTimer: ReturnType<typeof setTimeout> | null = null;
  private codesWanted = false;
  private items: PackedItems = pack([]);
  /** Slots of the single vehicles drawn now: a move of one of them repaints (this thread's painting). */
  private singles = new Set<number>();
  private seq = 0;
  /** The newest view asked for, and where the canvas goes when its answer is painted. */
  private view: { corner: L.Point; frame: ViewFrame } | null = null;
  private hovered: number | null = null;
  private hoverTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly onView = () => this.requestClusters();
  private readonly onClick = (event: L.LeafletMouseEvent) => this.click(event);
  private readonly onMouseMove = (event: L.LeafletMouseEvent) => this.hover(event);

  constructor(
    private readonly map: L.Map,
    private readonly options: VehicleLayerOptions,
  ) {
    if (options.engine) this.engine = options.engine;
    else {
      const worker = createClusterWorker();
      if (worker && canPaintInWorker()) {
        this.element = new MapCanvasElement(map);
        const canvas = this.element.canvas.transferControlToOffscreen();
        this.engine = new WorkerEngine(worker, { canvas, style: STYLE, frame: frameOf(map) });
      } else this.engine = worker ? new WorkerEngine(worker) : new InlineEngine();
    }
    if (!this.engine.paints) this.canvas = new ClusterCanvas(map, STYLE, options.onWork);
    this.engine.onClusters((answer) => this.draw(answer));
    // A resize needs a new paint, which the worker makes only with a new answer.
    map.on('moveend resize viewreset', this.onView);
    map.on('click', this.onClick);
    map.on('mousemove', this.onMouseMove);
  }

  /** Resolves once the clustering can answer (its worker has loaded and warmed up). */
  get ready(): Promise<void> {
    return this.engine.ready;
  }

  setVehicles(vehicles: readonly MapVehicle[]): void {
    this.vehicles = vehicles.slice();
    const lat = new Float64Array(vehicles.length);
    const lng = new Float64Array(vehicles.length);
    const colours = new Uint8Array(vehicles.length);
    vehicles.forEach((vehicle, slot) => {
      lat[slot] = vehicle.lat;
      lng[slot] = vehicle.long;
      colours[slot] = vehicle.isInStorage ? 1 : 0;
    });
    // Slots changed meaning: the first answer replaces everything drawn, and answers to older views are stale.
    const answer = this.engine.load(lat, lng, colours, this.nextView());
    // The code → slot map (~4 ms for 10,000) is only needed by moves (which build it if they
    // come first): built after the first drawing, not while the worker indexes, which it slowed.
    this.codes = null;
    if (this.codesTimer) clearTimeout(this.codesTimer);
    this.codesTimer = null;
    this.codesWanted = true;
    if (answer) this.draw(answer);
  }

  /**
   * Live positions (SCOOTER_COORDINATES): pins on screen move within MOVE_REPAINT_WAIT_MS,
   * clusters when the index has followed (the worker rebuilds right after a batch, at most
   * once a second); both usually land in the same repaint.
   */
  moveVehicles(moves: readonly VehicleMove[]): void {
    const codes = this.codeMap();
    const slots = new Int32Array(moves.length);
    const lat = new Float64Array(moves.length);
    const lng = new Float64Array(moves.length);
    let n = 0;
    let redraw = false;
    for (const move of moves) {
      const slot = codes.get(move.code);
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
    if (redraw) this.canvas?.scheduleWithin(MOVE_REPAINT_WAIT_MS);
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
    this.map.off('moveend resize viewreset', this.onView);
    this.map.off('click', this.onClick);
    this.map.off('mousemove', this.onMouseMove);
    if (this.hoverTimer) clearTimeout(this.hoverTimer);
    if (this.codesTimer) clearTimeout(this.codesTimer);
    this.canvas?.destroy();
    this.element?.destroy();
    this.engine.destroy();
  }

  private codeMap(): Map<string, number> {
    this.codesTimer = null;
    this.codesWanted = false;
    this.codes ??= new Map(this.vehicles.map((vehicle, slot) => [vehicle.code, slot]));
    return this.codes;
  }

  private readonly position = (slot: number): [number, number] => {
    const vehicle = this.vehicles[slot];
    return vehicle ? [vehicle.lat, vehicle.long] : [0, 0];
  };

  private readonly colourOf = (slot: number): number => (this.vehicles[slot]?.isInStorage ? 1 : 0);

  private nextView(): ClusterQuery {
    const b = this.map.getBounds();
    this.seq += 1;
    const frame = frameOf(this.map);
    this.view = { corner: cornerOf(this.map), frame };
    return {
      seq: this.seq,
      bbox: [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()],
      zoom: this.map.getZoom(),
      frame,
    };
  }

  private requestClusters(): void {
    this.engine.query(this.nextView());
  }

  private draw(answer: ClustersFromWorker): void {
    // An answer to an older view is stale once a newer question is out (a rebuild re-answers the newest).
    if (answer.seq !== this.seq) return;
    const started = performance.now();
    const items = answer.packed;
    this.items = items;
    this.singles = new Set();
    for (let i = 0; i < items.length; i++) if (items.slot[i]! >= 0) this.singles.add(items.slot[i]!);
    if (this.canvas) this.canvas.setItems(unpack(items), this.position, this.colourOf);
    // The worker painted this view before answering: the canvas goes where that view's corner is.
    else if (this.element && this.view) this.element.show(this.view.corner, this.view.frame);
    const container = this.map.getContainer();
    const summary = summarize(items);
    setData(container, 'vehicles', String(this.vehicles.length));
    setData(container, 'clusters', String(summary.clusters));
    setData(container, 'pins', String(summary.pins));
    setData(container, 'clustered', String(summary.clustered));
    const at = summary.biggest && this.map.latLngToContainerPoint([summary.biggest.lat, summary.biggest.lng]);
    setData(
      container,
      'biggest',
      at && summary.biggest ? `${Math.round(at.x)},${Math.round(at.y)},${summary.biggest.count}` : null,
    );
    this.options.onWork?.(performance.now() - started);
    if (this.codesWanted && !this.codesTimer) this.codesTimer = setTimeout(() => this.codeMap(), 0);
    this.options.onClusters?.(answer);
  }

  private openPopup(slot: number): void {
    const vehicle = this.vehicles[slot];
    if (!vehicle) return;
    L.popup({ autoPan: true, offset: [0, -6] })
      .setLatLng([vehicle.lat, vehicle.long])
      .setContent(popupContent(vehicle, this.options.onDetails))
      .openOn(this.map);
  }

  private hit(point: L.Point): ClusterItem | null {
    return hitItem(
      this.items,
      point,
      (lat, lng) => this.map.latLngToContainerPoint([lat, lng]),
      this.position,
      PIN_RADIUS,
    );
  }

  /** A cluster flies to where it falls apart; a vehicle opens its popup at once. */
  private click(event: L.LeafletMouseEvent): void {
    const item = this.hit(event.containerPoint);
    if (!item) return;
    if (item.slot >= 0) this.openPopup(item.slot);
    else this.map.flyTo([item.lat, item.lng], item.expansionZoom);
  }

  /** 03 §2.5: pointing at a vehicle opens its popup after 500 ms. */
  private hover(event: L.LeafletMouseEvent): void {
    const item = this.hit(event.containerPoint);
    const slot = item && item.slot >= 0 ? item.slot : null;
    this.map.getContainer().style.cursor = item ? 'pointer' : '';
    if (slot === this.hovered) return;
    this.hovered = slot;
    if (this.hoverTimer) clearTimeout(this.hoverTimer);
    this.hoverTimer = slot === null ? null : setTimeout(() => this.openPopup(slot), MAP.popupDelayMs);
  }
}
