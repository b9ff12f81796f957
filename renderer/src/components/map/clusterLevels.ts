import { GridTree } from './gridTree';

/**
 * Supercluster's clustering (greedy, per zoom from the highest down, each zoom clustering
 * the one above it; weighted centres; ids that encode where a cluster began), kept in
 * typed arrays that are reused from one build to the next, with a grid instead of a
 * KD-tree per zoom. The same clusters, ids, centres and expansion zooms as supercluster
 * 9.1, bit for bit (clusterLevels.test.ts compares with the library on fleets of several
 * shapes); the arithmetic below is the library's.
 *
 * Why not the library itself: the map builds the index on every fleet load and once a
 * second while vehicles move. The library allocates every array of every zoom afresh
 * (~2.5 MB for 10,000 vehicles) and sorts a KD-tree per zoom; in Chromium here, writing
 * to freshly allocated memory cost more than the clustering itself, and the first drawing
 * of the fleet waited for it (bench/RESULTS.md, mapCluster, 2026-11-28 "the index's memory").
 */

export interface LevelOptions {
  /** In pixels of a tile `extent` pixels wide. */
  radius: number;
  extent: number;
  minZoom: number;
  maxZoom: number;
  minPoints: number;
}

/** A cluster (count > 1, `id` its cluster id) or a single point (`id` its slot). */
export interface LevelHit {
  id: number;
  count: number;
  lat: number;
  lng: number;
}

// A point's fields, as supercluster lays them out.
const STRIDE = 6;
const OFFSET_ZOOM = 2;
const OFFSET_ID = 3;
const OFFSET_PARENT = 4;
const OFFSET_NUM = 5;
// Coordinates in [0, 1] kept as integers: (c - 0.5) × 2^30 (supercluster's encoding).
const SCALE = 0x40000000;
const INV_SCALE = 1 / SCALE;
const encode = (c: number) => (c - 0.5) * SCALE;
const decode = (v: number) => v * INV_SCALE + 0.5;

interface Level {
  /** This zoom's own array, reused by the next build. */
  slab: Int32Array;
  grid: GridTree;
  /** What the zoom reads: its slab, or the zoom above's when nothing clustered here. */
  data: Int32Array;
  tree: GridTree;
  count: number;
}

export class ClusterLevels {
  private readonly levels: Level[] = [];
  private numPoints = 0;
  private neighbours: Int32Array = new Int32Array(0);

  constructor(private readonly options: LevelOptions) {
    for (let z = 0; z <= options.maxZoom + 1; z++) {
      const grid = new GridTree();
      this.levels.push({ slab: new Int32Array(0), grid, data: new Int32Array(0), tree: grid, count: 0 });
    }
  }

  /** Clusters the first `count` points at every zoom. */
  load(lat: Float64Array, lng: Float64Array, count: number): void {
    const { minZoom, maxZoom } = this.options;
    const notProcessed = maxZoom + 1;
    this.numPoints = count;
    if (this.neighbours.length < count) this.neighbours = new Int32Array(Math.ceil(count * 1.25));
    const top = this.levels[maxZoom + 1]!;
    const data = this.slab(top, count);
    for (let i = 0, k = 0; i < count; i++, k += STRIDE) {
      data[k] = encode(lngX(lng[i]!));
      data[k + 1] = encode(latY(lat[i]!));
      data[k + OFFSET_ZOOM] = notProcessed;
      data[k + OFFSET_ID] = i;
      data[k + OFFSET_PARENT] = -1;
      data[k + OFFSET_NUM] = 1;
    }
    this.settle(top, data, count, maxZoom + 1);
    let previous = top;
    for (let z = maxZoom; z >= minZoom; z--) {
      const level = this.levels[z]!;
      const out = this.slab(level, previous.count);
      const written = this.cluster(previous, z, out);
      if (written === previous.count) {
        // Nothing clustered: the same points, the zoom above's arrays (as supercluster does).
        level.data = previous.data;
        level.tree = previous.tree;
        level.count = previous.count;
      } else {
        this.settle(level, out, written, z);
        previous = level;
      }
    }
  }

  /** The clusters and single points in a box ([west, south, east, north]) at a zoom. */
  query(bbox: readonly [number, number, number, number], zoom: number): LevelHit[] {
    let minLng = ((((bbox[0] + 180) % 360) + 360) % 360) - 180;
    const minLat = Math.max(-90, Math.min(90, bbox[1]));
    let maxLng = bbox[2] === 180 ? 180 : ((((bbox[2] + 180) % 360) + 360) % 360) - 180;
    const maxLat = Math.max(-90, Math.min(90, bbox[3]));
    if (bbox[2] - bbox[0] >= 360) {
      minLng = -180;
      maxLng = 180;
    } else if (minLng > maxLng) {
      return [
        ...this.query([minLng, minLat, 180, maxLat], zoom),
        ...this.query([-180, minLat, maxLng, maxLat], zoom),
      ];
    }
    const level = this.levels[this.limitZoom(zoom)];
    if (!level || level.count === 0) return [];
    const { data } = level;
    const found = level.tree.range(
      encode(lngX(minLng)),
      encode(latY(maxLat)),
      encode(lngX(maxLng)),
      encode(latY(minLat)),
    );
    const hits: LevelHit[] = new Array(found.length);
    for (let n = 0; n < found.length; n++) {
      const k = found[n]! * STRIDE;
      hits[n] = {
        id: data[k + OFFSET_ID]!,
        count: data[k + OFFSET_NUM]!,
        lat: yLat(decode(data[k + 1]!)),
        lng: xLng(decode(data[k]!)),
      };
    }
    return hits;
  }

  /**
   * The zoom at which a cluster falls apart: the zoom above the one it formed at (its id
   * says which). Supercluster walks its children to find it; a cluster always forms from
   * at least two of them, so the walk ends at its first step.
   */
  expansionZoom(clusterId: number): number {
    return (clusterId - this.numPoints) % 32;
  }

  private limitZoom(zoom: number): number {
    return Math.max(this.options.minZoom, Math.min(Math.floor(+zoom), this.options.maxZoom + 1));
  }

  /** A level's own array, at least `count` points long, reused when it is. */
  private slab(level: Level, count: number): Int32Array {
    if (level.slab.length < count * STRIDE) level.slab = new Int32Array(Math.ceil(count * 1.25) * STRIDE);
    return level.slab;
  }

  /** The points of zoom `zoom` are final: index them for the radius of the zoom below. */
  private settle(level: Level, data: Int32Array, count: number, zoom: number): void {
    level.data = data;
    level.count = count;
    level.tree = level.grid.build({ data, count, stride: STRIDE }, 2 * this.radiusAt(zoom - 1));
  }

  private radiusAt(zoom: number): number {
    return (this.options.radius / (this.options.extent * Math.pow(2, zoom))) * SCALE;
  }

  /** Supercluster's `_cluster`: the points of the zoom above, clustered at `zoom` into `out`. */
  private cluster(above: Level, zoom: number, out: Int32Array): number {
    const { minPoints, maxZoom } = this.options;
    const r = (this.options.radius / (this.options.extent * (1 << zoom))) * SCALE;
    const notProcessed = maxZoom + 1;
    const { data, tree } = above;
    const limit = above.count * STRIDE;
    const neighbours = this.neighbours;
    let cursor = 0;
    for (let i = 0; i < limit; i += STRIDE) {
      if (data[i + OFFSET_ZOOM]! <= zoom) continue;
      data[i + OFFSET_ZOOM] = zoom;
      const x = data[i]!;
      const y = data[i + 1]!;
      const found = tree.withinInto(x, y, r, neighbours);
      const numPointsOrigin = data[i + OFFSET_NUM]!;
      let numPoints = numPointsOrigin;
      for (let n = 0; n < found; n++) {
        const k = neighbours[n]! * STRIDE;
        if (data[k + OFFSET_ZOOM]! > zoom) numPoints += data[k + OFFSET_NUM]!;
      }
      if (numPoints > numPointsOrigin && numPoints >= minPoints) {
        // Sums of integers times counts: exact in doubles, whatever order the neighbours come in.
        let wx = x * numPointsOrigin;
        let wy = y * numPointsOrigin;
        const id = (((i / STRIDE) | 0) << 5) + (zoom + 1) + this.numPoints;
        for (let n = 0; n < found; n++) {
          const k = neighbours[n]! * STRIDE;
          if (data[k + OFFSET_ZOOM]! <= zoom) continue;
          data[k + OFFSET_ZOOM] = zoom;
          const numPoints2 = data[k + OFFSET_NUM]!;
          wx += data[k]! * numPoints2;
          wy += data[k + 1]! * numPoints2;
          data[k + OFFSET_PARENT] = id;
        }
        data[i + OFFSET_PARENT] = id;
        out[cursor] = wx / numPoints;
        out[cursor + 1] = wy / numPoints;
        out[cursor + OFFSET_ZOOM] = notProcessed;
        out[cursor + OFFSET_ID] = id;
        out[cursor + OFFSET_PARENT] = -1;
        out[cursor + OFFSET_NUM] = numPoints;
        cursor += STRIDE;
      } else {
        for (let j = 0; j < STRIDE; j++) out[cursor + j] = data[i + j]!;
        cursor += STRIDE;
        if (numPoints > 1) {
          // Too few to cluster (minPoints above 2): the neighbours stay single here too.
          for (let n = 0; n < found; n++) {
            const k = neighbours[n]! * STRIDE;
            if (data[k + OFFSET_ZOOM]! <= zoom) continue;
            data[k + OFFSET_ZOOM] = zoom;
            for (let j = 0; j < STRIDE; j++) out[cursor + j] = data[k + j]!;
            cursor += STRIDE;
          }
        }
      }
    }
    return cursor / STRIDE;
  }
}

// Spherical Mercator in [0, 1], as supercluster computes it.
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
