import type { ClusterItem } from './clusterIndex';

/** What the map container says about the drawn view, for tests and for people reading the DOM. */
export interface ClusterSummary {
  clusters: number;
  pins: number;
  /** Vehicles inside clusters. */
  clustered: number;
  biggest: ClusterItem | null;
}

export function summarize(items: readonly ClusterItem[]): ClusterSummary {
  let clusters = 0;
  let clustered = 0;
  let biggest: ClusterItem | null = null;
  for (const item of items) {
    if (item.slot >= 0) continue;
    clusters += 1;
    clustered += item.count;
    if (!biggest || item.count > biggest.count) biggest = item;
  }
  return { clusters, pins: items.length - clusters, clustered, biggest };
}

/**
 * Writes a data attribute only when its value changes: every write invalidates the page's
 * style, and the worker re-answers each second whether or not the counts moved.
 */
export function setData(element: HTMLElement, key: string, value: string | null): void {
  if (value === null) {
    if (key in element.dataset) delete element.dataset[key];
  } else if (element.dataset[key] !== value) element.dataset[key] = value;
}
