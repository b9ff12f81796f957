import L from 'leaflet';
import { displayedBattery } from '@ops/shared/rules/battery';
import { MAP } from '@ops/shared/rules/constants';
import type { BBox, ClusterItem } from './clusterIndex';
import { createClusterEngine, type ClusterEngine } from './clusterEngine';
import type { ClustersFromWorker } from './clusterMessages';
import { PIN_COLOURS } from './pinColours';

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

function clusterIcon(count: number): L.DivIcon {
  const size = count < 10 ? 30 : count < 100 ? 36 : count < 1000 ? 42 : 48;
  return L.divIcon({
    className: 'ops-cluster',
    html: `<span data-count="${count}">${count}</span>`,
    iconSize: [size, size],
  });
}

/**
 * The Scooters layer: thousands of vehicles, clustered until zoom 16 (supercluster in a
 * worker), single vehicles as canvas circles (green, red in storage), clusters as counted
 * badges. Live moves change the pins on screen in place (setLatLng) and reach the index
 * in batches; nothing is rebuilt or re-rendered as a whole, and a pan only adds and
 * removes what entered or left the view.
 */
export class VehicleClusterLayer {
  private readonly engine: ClusterEngine;
  private readonly renderer = L.canvas({ padding: 0.3 });
  private readonly group = L.layerGroup();
  private vehicles: MapVehicle[] = [];
  private slotOfCode = new Map<string, number>();
  private readonly drawn = new Map<string, { layer: L.CircleMarker | L.Marker; count: number }>();
  private seq = 0;
  private hoverTimer: ReturnType<typeof setTimeout> | null = null;
  private readonly onView = () => this.requestClusters();

  constructor(
    private readonly map: L.Map,
    private readonly options: VehicleLayerOptions,
  ) {
    this.engine = options.engine ?? createClusterEngine();
    this.engine.onClusters((answer) => this.draw(answer));
    this.group.addTo(map);
    map.on('moveend', this.onView);
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
    // Slots changed meaning: nothing drawn may stay.
    this.clearDrawn();
    this.engine.load(lat, lng);
    this.requestClusters();
  }

  /** Live positions (SCOOTER_COORDINATES): pins on screen move now, clusters within a second. */
  moveVehicles(moves: readonly VehicleMove[]): void {
    const slots = new Int32Array(moves.length);
    const lat = new Float64Array(moves.length);
    const lng = new Float64Array(moves.length);
    let n = 0;
    for (const move of moves) {
      const slot = this.slotOfCode.get(move.code);
      if (slot === undefined) continue;
      const vehicle = this.vehicles[slot]!;
      vehicle.lat = move.lat;
      vehicle.long = move.long;
      this.drawn.get(`v${slot}`)?.layer.setLatLng([move.lat, move.long]);
      slots[n] = slot;
      lat[n] = move.lat;
      lng[n] = move.long;
      n += 1;
    }
    if (n > 0) this.engine.move(slots.slice(0, n), lat.slice(0, n), lng.slice(0, n));
  }

  /** The codes of single vehicles drawn now (the map follows their live positions). */
  visibleCodes(): string[] {
    const codes: string[] = [];
    for (const key of this.drawn.keys()) if (key.startsWith('v')) codes.push(this.vehicles[Number(key.slice(1))]?.code ?? '');
    return codes.filter(Boolean);
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
    if (this.hoverTimer) clearTimeout(this.hoverTimer);
    this.clearDrawn();
    this.group.remove();
    this.engine.destroy();
  }

  private requestClusters(): void {
    const b = this.map.getBounds();
    const bbox: BBox = [b.getWest(), b.getSouth(), b.getEast(), b.getNorth()];
    this.seq += 1;
    this.engine.query(this.seq, bbox, this.map.getZoom());
  }

  private clearDrawn(): void {
    for (const { layer } of this.drawn.values()) this.group.removeLayer(layer);
    this.drawn.clear();
  }

  private draw(answer: ClustersFromWorker): void {
    // An answer to an older view is stale once a newer question is out (a rebuild re-answers the newest).
    if (answer.seq !== this.seq) return;
    const keep = new Set<string>();
    for (const item of answer.items) {
      keep.add(item.key);
      const existing = this.drawn.get(item.key);
      if (existing) {
        existing.layer.setLatLng([item.lat, item.lng]);
        if (item.slot < 0 && existing.count !== item.count) {
          (existing.layer as L.Marker).setIcon(clusterIcon(item.count));
          existing.count = item.count;
        }
        continue;
      }
      const layer = item.slot >= 0 ? this.vehiclePin(item) : this.clusterBadge(item);
      if (!layer) continue;
      this.group.addLayer(layer);
      this.drawn.set(item.key, { layer, count: item.count });
    }
    for (const [key, { layer }] of this.drawn) {
      if (keep.has(key)) continue;
      this.group.removeLayer(layer);
      this.drawn.delete(key);
    }
    const container = this.map.getContainer();
    container.dataset.vehicles = String(this.vehicles.length);
    container.dataset.clusters = String(answer.items.filter((item) => item.slot < 0).length);
    container.dataset.pins = String(answer.items.filter((item) => item.slot >= 0).length);
    this.options.onClusters?.(answer);
  }

  private vehiclePin(item: ClusterItem): L.CircleMarker | null {
    const vehicle = this.vehicles[item.slot];
    if (!vehicle) return null;
    const colour = vehicle.isInStorage ? PIN_COLOURS.red : PIN_COLOURS.green;
    const pin = L.circleMarker([vehicle.lat, vehicle.long], { renderer: this.renderer, radius: 7, color: '#ffffff', weight: 2, fillColor: colour, fillOpacity: 1 });
    pin.bindPopup(() => popupContent(vehicle, this.options.onDetails), { closeButton: true, autoPan: true });
    // 03 §2.5: the popup opens after 500 ms of pointing (a click opens it at once).
    pin.on('mouseover', () => {
      if (this.hoverTimer) clearTimeout(this.hoverTimer);
      this.hoverTimer = setTimeout(() => pin.openPopup(), MAP.popupDelayMs);
    });
    pin.on('mouseout', () => {
      if (this.hoverTimer) clearTimeout(this.hoverTimer);
      this.hoverTimer = null;
    });
    return pin;
  }

  private clusterBadge(item: ClusterItem): L.Marker {
    const marker = L.marker([item.lat, item.lng], { icon: clusterIcon(item.count), keyboard: false });
    marker.on('click', () => this.map.flyTo([item.lat, item.lng], item.expansionZoom));
    return marker;
  }
}
