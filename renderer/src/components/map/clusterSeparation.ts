import type { ClusterItem } from './clusterItem';
import { clusterDiscRadius, PIN_RADIUS } from './clusterSize';

/**
 * Clusters that would be drawn over each other become one (issue 23 item 8: neighbouring
 * clusters overlapped into blobs at city zoom). The spec's cluster radius (10 px, 03 §2.5)
 * decides which vehicles group; the drawn discs are 28–46 px wide so their counts can be
 * read, so two clusters 10–40 px apart overlapped. This pass, after the index's answer,
 * merges any two clusters whose discs (halo included) touch, and a single vehicle whose dot
 * would sit on a cluster's count into that cluster, until nothing overlaps. Counts add up,
 * the centre is the count-weighted one, and a click zooms to where the first part falls
 * apart (the parts then spread out, twice as far at each zoom).
 */

/** Space kept between two discs (px), so two clusters never read as one shape. */
export const CLUSTER_GAP_PX = 2;

interface Node {
  x: number;
  y: number;
  count: number;
  key: string;
  /** The largest part's count: its key names the merged cluster, so it stays stable on screen. */
  keyCount: number;
  expansionZoom: number;
  /** The item itself while nothing merged into it (a single vehicle keeps its slot). */
  item: ClusterItem | null;
  alive: boolean;
}

/** `zoom` is the map's zoom as drawn (it may be fractional); pixels are Leaflet's 256-px world pixels. */
export function separateClusters(items: ClusterItem[], zoom: number): ClusterItem[] {
  if (!items.some((item) => item.count > 1)) return items;
  const scale = 256 * 2 ** zoom;
  const nodes: Node[] = items.map((item) => ({
    x: lngX(item.lng) * scale,
    y: latY(item.lat) * scale,
    count: item.count,
    key: item.key,
    keyCount: item.count,
    expansionZoom: item.count > 1 ? item.expansionZoom : Number.POSITIVE_INFINITY,
    item,
    alive: true,
  }));
  // Merging moves a centre and grows a disc, which can make a new overlap: repeat until none.
  while (mergePass(nodes)) {
    /* another pass */
  }
  const out: ClusterItem[] = [];
  for (const node of nodes) {
    if (!node.alive) continue;
    if (node.item) {
      out.push(node.item);
      continue;
    }
    out.push({
      key: node.key,
      lat: yLat(node.y / scale),
      lng: xLng(node.x / scale),
      count: node.count,
      slot: -1,
      expansionZoom: node.expansionZoom,
    });
  }
  return out;
}

const reach = (node: Node): number => (node.count > 1 ? clusterDiscRadius(node.count) : PIN_RADIUS);

/** Cell columns per row of the grid's numeric keys: more than a world's width in cells at any zoom we draw. */
const ROW = 1 << 22;

/** One pass over a grid of cells as wide as the largest reach: true when something merged. */
function mergePass(nodes: Node[]): boolean {
  let largest = PIN_RADIUS;
  for (const node of nodes) if (node.alive) largest = Math.max(largest, reach(node));
  const cell = 2 * largest + CLUSTER_GAP_PX;
  const grid = new Map<number, number[]>();
  const clusters: number[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i]!;
    if (!node.alive) continue;
    if (node.count > 1) clusters.push(i);
    const key = Math.floor(node.y / cell) * ROW + Math.floor(node.x / cell);
    const list = grid.get(key);
    if (list) list.push(i);
    else grid.set(key, [i]);
  }
  let merged = false;
  for (const i of clusters) {
    const a = nodes[i]!;
    if (!a.alive) continue;
    const cx = Math.floor(a.x / cell);
    const cy = Math.floor(a.y / cell);
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const list = grid.get((cy + dy) * ROW + cx + dx);
        if (!list) continue;
        for (const j of list) {
          const b = nodes[j]!;
          if (j === i || !b.alive) continue;
          // Two clusters keep a gap; a single dot may not cover any of a cluster's disc.
          const limit = b.count > 1 ? reach(a) + reach(b) + CLUSTER_GAP_PX : reach(a) + PIN_RADIUS;
          const ddx = a.x - b.x;
          const ddy = a.y - b.y;
          if (ddx * ddx + ddy * ddy >= limit * limit) continue;
          absorb(a, b);
          merged = true;
        }
      }
    }
  }
  return merged;
}

function absorb(into: Node, from: Node): void {
  const total = into.count + from.count;
  into.x = (into.x * into.count + from.x * from.count) / total;
  into.y = (into.y * into.count + from.y * from.count) / total;
  if (from.count > 1 && from.keyCount > into.keyCount) {
    into.key = from.key;
    into.keyCount = from.keyCount;
  }
  into.count = total;
  into.expansionZoom = Math.min(into.expansionZoom, from.expansionZoom);
  into.item = null;
  from.alive = false;
}

// Spherical Mercator in [0, 1], as Leaflet and supercluster project.
function lngX(lng: number): number {
  return lng / 360 + 0.5;
}
function latY(lat: number): number {
  const sin = Math.sin((lat * Math.PI) / 180);
  const y = 0.5 - (0.25 * Math.log((1 + sin) / (1 - sin))) / Math.PI;
  return y < 0 ? 0 : y > 1 ? 1 : y;
}
function xLng(x: number): number {
  return (x - 0.5) * 360;
}
function yLat(y: number): number {
  const y2 = ((180 - y * 360) * Math.PI) / 180;
  return (360 * Math.atan(Math.exp(y2))) / Math.PI - 90;
}
