/**
 * The map benchmark's page (bench/mapCluster.ts). It exposes window.bench with one function
 * per measurement; each builds a fresh Leaflet map (no tiles) with 10,000 vehicles around
 * Cairo from a seeded stream, either with the app's VehicleClusterLayer (supercluster in a
 * Web Worker, canvas pins) or with Leaflet.markercluster, and returns its timings.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster';
import { mulberry32 } from '@ops/shared/seededRandom';
import { VehicleClusterLayer } from '../../renderer/src/components/map/vehicleClusterLayer';
import type { MapVehicle, VehicleMove } from '../../renderer/src/components/map/mapVehicle';
import { ClusterIndex } from '../../renderer/src/components/map/clusterIndex';
import type { ClustersFromWorker, ToClusterWorker } from '../../renderer/src/components/map/clusterMessages';
import '../../renderer/src/components/map/map.css';

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
  return L.map(div, {
    zoomAnimation: false,
    fadeAnimation: false,
    markerZoomAnimation: false,
    maxZoom: 18,
  }).setView(CAIRO, 10);
}

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Resolves once the next frame has been produced: a rAF callback runs before the frame's
 * paint and commit, a message posted from it is handled after them. Both sides of the
 * initial-load comparison end here.
 */
const painted = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(null);
    }),
  );

/**
 * The app's layer, timed from the 10,000 vehicles in memory to the frame that shows them:
 * setVehicles (the arrays handed to the worker), the worker's index, query and paint, its
 * answer back here, then this page's next frame. As in the app, the layer and its worker
 * start with the map, before the fleet arrives (the worker warms up then: `layer.ready`).
 */
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
    onClusters: (answer) => {
      work.workerPaintMs += answer.paintMs ?? 0;
      resolveDrawn(answer);
    },
  });
  await layer.ready;
  await painted();
  const started = performance.now();
  layer.setVehicles(vehicles);
  const setVehiclesMs = performance.now() - started;
  const first = await drawn;
  await painted();
  const loadMs = performance.now() - started;
  return {
    map,
    layer,
    vehicles,
    loadMs,
    setVehiclesMs,
    firstComputeMs: first.computeMs,
    firstPaintMs: first.paintMs ?? 0,
    firstIndexMs: first.indexMs ?? 0,
    nextDrawn: () => (drawn = new Promise<ClustersFromWorker>((resolve) => (resolveDrawn = resolve))),
  };
}

/**
 * What the first drawing is made of, each part timed alone: the arrays (this thread), the
 * index and the view's query on this thread (the fallback's first drawing, and the old
 * path), and a warmed-up worker's first answer (what the layer now waits for when the
 * worker paints: transfer, its index, its answer's trip back; no canvas here, so no paint).
 */
async function oursLoadParts(n: number) {
  const vehicles = fleet(n);
  const started = performance.now();
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  const colours = new Uint8Array(n);
  vehicles.forEach((vehicle, slot) => {
    lat[slot] = vehicle.lat;
    lng[slot] = vehicle.long;
    colours[slot] = vehicle.isInStorage ? 1 : 0;
  });
  const arraysMs = performance.now() - started;
  const codesStarted = performance.now();
  const slotOfCode = new Map(vehicles.map((vehicle, slot) => [vehicle.code, slot]));
  const codesMs = performance.now() - codesStarted;
  const index = new ClusterIndex();
  const indexStarted = performance.now();
  index.load(lat, lng);
  const indexMs = performance.now() - indexStarted;
  const bbox: [number, number, number, number] = [
    CAIRO[1] - 0.9,
    CAIRO[0] - 0.55,
    CAIRO[1] + 0.9,
    CAIRO[0] + 0.55,
  ];
  const queryStarted = performance.now();
  const items = index.query(bbox, 10);
  const queryMs = performance.now() - queryStarted;
  // A fresh worker, as each map gets, warmed up as the layer's is before the fleet arrives.
  const worker = new Worker(new URL('../../renderer/src/components/map/clusterWorker.ts', import.meta.url), {
    type: 'module',
  });
  const ready = new Promise<number>(
    (resolve) => (worker.onmessage = (event: MessageEvent<{ warmMs: number }>) => resolve(event.data.warmMs)),
  );
  worker.postMessage({ type: 'init' } satisfies ToClusterWorker);
  const workerWarmMs = await ready;
  const answered = new Promise<void>((resolve) => (worker.onmessage = () => resolve()));
  const workerStarted = performance.now();
  const copy = { lat: lat.slice(), lng: lng.slice(), colours: colours.slice() };
  worker.postMessage(
    { type: 'load', ...copy, view: { seq: 1, bbox, zoom: 10 }, answer: true } satisfies ToClusterWorker,
    [copy.lat.buffer, copy.lng.buffer, copy.colours.buffer],
  );
  await answered;
  const workerFirstAnswerMs = performance.now() - workerStarted;
  worker.terminate();
  return {
    arraysMs,
    codesMs,
    indexMs,
    queryMs,
    items: items.length,
    codes: slotOfCode.size,
    workerWarmMs,
    workerFirstAnswerMs,
  };
}

const views = (count: number, seed = 11) => {
  const random = mulberry32(seed);
  return Array.from({ length: count }, () => ({
    centre: [CAIRO[0] + (random() - 0.5) * 0.3, CAIRO[1] + (random() - 0.5) * 0.3] as [number, number],
    zoom: 10 + Math.floor(random() * 8),
  }));
};

/**
 * Main-thread time the layer reports (answers drawn, paints), and the worker's paint time
 * of the answers (off the main thread when the worker paints), summed until read.
 */
const work = { ms: 0, workerPaintMs: 0, handlerMs: 0 };
let prepared: VehicleMove[][] = [];

/** A tenth of the fleet, each moved by up to ~20 m: one second of SCOOTER_COORDINATES. */
function tickMoves(seed: number): VehicleMove[] {
  const vehicles = state.ours!.vehicles;
  const random = mulberry32(seed);
  const moves: VehicleMove[] = [];
  for (let i = 0; i < vehicles.length / 10; i += 1) {
    const v = vehicles[Math.floor(random() * vehicles.length)]!;
    moves.push({
      code: v.code,
      lat: v.lat + (random() - 0.5) * 0.0004,
      long: v.long + (random() - 0.5) * 0.0004,
    });
  }
  return moves;
}

const state: { ours?: Awaited<ReturnType<typeof oursLoad>> } = {};

declare global {
  interface Window {
    bench: Record<string, (...args: number[]) => Promise<unknown>>;
  }
}

window.bench = {
  /**
   * markercluster, timed like ours: from the vehicles in memory (the group already on the
   * map, as our layer is) through creating the markers and addLayers to the frame that
   * shows them. addLayers alone is reported too: it is what issue 10 names.
   */
  async markerclusterLoad(n: number) {
    const map = freshMap();
    const vehicles = fleet(n);
    const group = L.markerClusterGroup({
      maxClusterRadius: 10,
      disableClusteringAtZoom: 16,
      chunkedLoading: false,
    });
    map.addLayer(group);
    await painted();
    const started = performance.now();
    const markers = vehicles.map((v) => L.marker([v.lat, v.long]));
    const createMs = performance.now() - started;
    const addStarted = performance.now();
    group.addLayers(markers);
    const addLayersMs = performance.now() - addStarted;
    await painted();
    const loadMs = performance.now() - started;
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
    return { createMs, addLayersMs, loadMs, panMs, tickMs };
  },

  async oursLoad(n: number) {
    state.ours?.layer.destroy();
    state.ours?.map.remove();
    state.ours = await oursLoad(n);
    const { loadMs, setVehiclesMs, firstComputeMs, firstPaintMs, firstIndexMs } = state.ours;
    return { loadMs, setVehiclesMs, firstComputeMs, firstPaintMs, firstIndexMs };
  },

  async oursLoadParts(n: number) {
    return oursLoadParts(n);
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
    const moves = tickMoves(seed);
    const t = performance.now();
    state.ours!.layer.moveVehicles(moves);
    return { handlerMs: performance.now() - t };
  },

  /** Makes the moves of `count` ticks ahead, so that making them is in no measured window. */
  async prepareTicks(seed: number, count: number) {
    prepared = Array.from({ length: count }, (_, i) => tickMoves(seed + i));
  },

  /**
   * A tick as the app gets one: the prepared moves handed to the layer by a timer `delayMs`
   * from now, as a socket event would be, so the caller can open its measuring window in
   * between and the harness's call is not in it. `takeWork` returns the handler's time.
   * With `mark`, the trace's window starts here (cpuPerTick).
   */
  async armTick(index: number, delayMs: number, mark: number) {
    if (mark) {
      performance.mark('bench-tick');
      performance.clearMarks('bench-tick');
    }
    const moves = prepared[index] ?? [];
    setTimeout(() => {
      const t = performance.now();
      state.ours!.layer.moveVehicles(moves);
      work.handlerMs += performance.now() - t;
    }, delayMs);
  },

  /** The layer's own main-thread time since the last read (answers drawn and paints). */
  async takeWork() {
    const { ms, workerPaintMs, handlerMs } = work;
    work.ms = 0;
    work.workerPaintMs = 0;
    work.handlerMs = 0;
    return { ms, workerPaintMs, handlerMs };
  },

  async oursZoom(zoom: number) {
    const drawn = state.ours!.nextDrawn();
    state.ours!.map.setView(CAIRO, zoom, { animate: false });
    // The count below is the new view's: wait for its answer, not only a frame.
    await drawn;
    await nextFrame();
    return { pins: Number(state.ours!.map.getContainer().dataset.pins ?? 0) };
  },
};
