import type { ClusterItem } from './clusterItem';

/**
 * An answer's clusters and pins as columns of typed arrays, sent from the worker by
 * transfer. As objects, an answer at zoom 10 (~500 clusters) was 500 objects and strings
 * rebuilt on the main thread every second; they outlived a scavenge and were collected by
 * old-generation GCs in the middle of ticks (up to 7.5 ms of a tick's main-thread time;
 * bench/RESULTS.md, mapCluster, 2026-11-28 "the index's memory"). The main thread reads
 * the columns, and makes an item only for what a click or the pointer finds.
 */
export interface PackedItems {
  readonly length: number;
  /** A cluster's centre; a single vehicle's position when answered (it is drawn where it is now). */
  readonly lat: Float64Array;
  readonly lng: Float64Array;
  readonly count: Int32Array;
  /** The vehicle's slot for a single, -1 for a cluster. */
  readonly slot: Int32Array;
  readonly expansionZoom: Int8Array;
  /** The cluster's id, for its key (`c<id>`); for a single, its slot. */
  readonly id: Int32Array;
}

export function pack(items: readonly ClusterItem[]): PackedItems {
  const n = items.length;
  const packed = {
    length: n,
    lat: new Float64Array(n),
    lng: new Float64Array(n),
    count: new Int32Array(n),
    slot: new Int32Array(n),
    expansionZoom: new Int8Array(n),
    id: new Int32Array(n),
  };
  for (let i = 0; i < n; i++) {
    const item = items[i]!;
    packed.lat[i] = item.lat;
    packed.lng[i] = item.lng;
    packed.count[i] = item.count;
    packed.slot[i] = item.slot;
    packed.expansionZoom[i] = item.expansionZoom;
    packed.id[i] = item.slot >= 0 ? item.slot : Number(item.key.slice(1));
  }
  return packed;
}

/** The buffers to transfer with a message carrying `packed`. */
export function transferables(packed: PackedItems): ArrayBuffer[] {
  return [packed.lat, packed.lng, packed.count, packed.slot, packed.expansionZoom, packed.id].map(
    (column) => column.buffer as ArrayBuffer,
  );
}

export function itemAt(packed: PackedItems, i: number): ClusterItem {
  const slot = packed.slot[i]!;
  return {
    key: slot >= 0 ? `v${slot}` : `c${packed.id[i]}`,
    lat: packed.lat[i]!,
    lng: packed.lng[i]!,
    count: packed.count[i]!,
    slot,
    expansionZoom: packed.expansionZoom[i]!,
  };
}

export function unpack(packed: PackedItems): ClusterItem[] {
  return Array.from({ length: packed.length }, (_, i) => itemAt(packed, i));
}
