/**
 * The map benchmark's page (bench/mapCluster.ts). It exposes window.bench with one function
 * per measurement; each builds a fresh Leaflet map (no tiles) with 10,000 vehicles around
 * Cairo from a seeded stream, either with the app's VehicleClusterLayer (supercluster in a
 * Web Worker, canvas pins) or with Leaflet.markercluster, and returns its timings.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster';
import { VehicleClusterLayer, type MapVehicle, type VehicleMove } from '../../renderer/src/components/map/vehicleClusterLayer';
import type { ClustersFromWorker } from '../../renderer/src/components/map/clusterMessages';
import '../../renderer/src/components/map/map.css';

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CAIRO: [number, number] = [30.0444, 31.2357];

function fleet(n: number, seed = 7): MapVehicle[] {
  const random = mulberry32(seed);
  return Array.from({ length: n }, (_, i) => ({
    _id: `v${i}`,
    code: `C${String(i).padStart(5, '0')}`,
    status: 'ready',
    // Greater Cairo: about 40 × 40 km.
    lat: CAIRO[0] + (random() - 0.5) * 0.36,
    long: CAIRO[1] + (random() - 0.5) * 0.42,
    realBatteryValue: Math.round(random() * 100),
    isInStorage: random() < 0.05,
  }));
}

function freshMap(): L.Map {
  const old = document.getElementById('map')!;
  const div = document.createElement('div');
  div.id = 'map';
  old.replaceWith(div);
  return L.map(div, { zoomAnimation: false, fadeAnimation: false, markerZoomAnimation: false, maxZoom: 18 }).setView(CAIRO, 10);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/** The app's layer: waits for the first drawing after loading (worker indexing included). */
async function oursLoad(n: number) {
  const map = freshMap();
  const vehicles = fleet(n);
  let resolveDrawn: (answer: ClustersFromWorker) => void = () => undefined;
  let drawn = new Promise<ClustersFromWorker>((resolve) => (resolveDrawn = resolve));
  const layer = new VehicleClusterLayer(map, {
    onDetails: () => undefined,
    onWork: (ms) => (work.ms += ms),
    // Only the newest answer is needed; keeping every answer (as this page did until
    // 2026-11-27) grew the heap by one answer a second and was the soak's whole growth.
    onClusters: (answer) => resolveDrawn(answer),
  });
  // As in the app: the layer (and its worker) start with the map, before the fleet arrives.
  await layer.ready;
  const started = performance.now();
  layer.setVehicles(vehicles);
  await drawn;
  await nextFrame();
  const loadMs = performance.now() - started;
  return {
    map,
    layer,
    vehicles,
    loadMs,
    nextDrawn: () => (drawn = new Promise<ClustersFromWorker>((resolve) => (resolveDrawn = resolve))),
  };
}

const views = (count: number, seed = 11) => {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => ({
    centre: [CAIRO[0] + (random() - 0.5) * 0.3, CAIRO[1] + (random() - 0.5) * 0.3] as [number, number],
    zoom: 10 + Math.floor(random() * 8),
  }));
};

/** Main-thread time the layer reports (answers drawn, paints), summed until read. */
const work = { ms: 0 };

const state: { ours?: Awaited<ReturnType<typeof oursLoad>> } = {};

declare global {
  interface Window {
    bench: Record<string, (...args: number[]) => Promise<unknown>>;
  }
}

window.bench = {
  /** markercluster's addLayers for n markers (creating the markers is timed separately). */
  async markerclusterLoad(n: number) {
    const map = freshMap();
    const vehicles = fleet(n);
    const createStarted = performance.now();
    const markers = vehicles.map((v) => L.marker([v.lat, v.long]));
    const createMs = performance.now() - createStarted;
    const group = L.markerClusterGroup({ maxClusterRadius: 10, disableClusteringAtZoom: 16, chunkedLoading: false });
    map.addLayer(group);
    const started = performance.now();
    group.addLayers(markers);
    const addLayersMs = performance.now() - started;
    await nextFrame();
    // Pans and zooms with markercluster: the synchronous work of setView (its moveend/zoomend handlers).
    const panMs: number[] = [];
    for (const view of views(15)) {
      const t = performance.now();
      map.setView(view.centre, view.zoom, { animate: false });
      panMs.push(performance.now() - t);
    }
    // A tick with markercluster: a moved marker must leave and re-enter the group.
    const random = mulberry32(3);
    const tickMs: number[] = [];
    for (let tick = 0; tick < 3; tick += 1) {
      const moved = Array.from({ length: n / 10 }, () => markers[Math.floor(random() * n)]!);
      const t = performance.now();
      group.removeLayers(moved);
      for (const marker of moved) {
        const at = marker.getLatLng();
        marker.setLatLng([at.lat + (random() - 0.5) * 0.0004, at.lng + (random() - 0.5) * 0.0004]);
      }
      group.addLayers(moved);
      tickMs.push(performance.now() - t);
      await nextFrame();
    }
    map.remove();
    return { createMs, addLayersMs, panMs, tickMs };
  },

  async oursLoad(n: number) {
    state.ours?.layer.destroy();
    state.ours?.map.remove();
    state.ours = await oursLoad(n);
    return { loadMs: state.ours.loadMs };
  },

  /** Pans and zooms: worker compute time of each answer and the time from setView to drawn. */
  async oursPans(count: number) {
    const ours = state.ours!;
    const computeMs: number[] = [];
    const toDrawnMs: number[] = [];
    const drawMs: number[] = [];
    for (const view of views(count)) {
      const drawn = ours.nextDrawn();
      const t = performance.now();
      ours.map.setView(view.centre, view.zoom, { animate: false });
      const answer = await drawn;
      toDrawnMs.push(performance.now() - t);
      computeMs.push(answer.computeMs);
      // Main-thread time of drawing that answer (the diff of markers), measured on its own.
      const d = performance.now();
      await nextFrame();
      drawMs.push(performance.now() - d);
    }
    return { computeMs, toDrawnMs, drawMs };
  },

  /** One update tick: a tenth of the fleet moves a few metres (main-thread JS of the handler). */
  async oursTick(seed: number) {
    const ours = state.ours!;
    const random = mulberry32(seed);
    const moves: VehicleMove[] = [];
    for (let i = 0; i < ours.vehicles.length / 10; i += 1) {
      const v = ours.vehicles[Math.floor(random() * ours.vehicles.length)]!;
      moves.push({ code: v.code, lat: v.lat + (random() - 0.5) * 0.0004, long: v.long + (random() - 0.5) * 0.0004 });
    }
    const t = performance.now();
    ours.layer.moveVehicles(moves);
    return { handlerMs: performance.now() - t };
  },

  /** The layer's own main-thread time since the last read (answers drawn and paints). */
  async takeWork() {
    const ms = work.ms;
    work.ms = 0;
    return { ms };
  },

  async oursZoom(zoom: number) {
    state.ours!.map.setView(CAIRO, zoom, { animate: false });
    await nextFrame();
    return { pins: Number(state.ours!.map.getContainer().dataset.pins ?? 0) };
  },
};
