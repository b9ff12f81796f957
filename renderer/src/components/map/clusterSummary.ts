import type { ClusterItem } from './clusterItem';
import { itemAt, type PackedItems } from './packedItems';

/** What the map container says about the drawn view, for tests and for people reading the DOM. */
export interface ClusterSummary {
  clusters: number;
  pins: number;
  /** Vehicles inside clusters. */
  clustered: number;
  biggest: ClusterItem | null;
}

export function summarize(items: PackedItems): ClusterSummary {
  let clusters = 0;
  let clustered = 0;
  let biggest = -1;
  for (let i = 0; i < items.length; i++) {
    if (items.slot[i]! >= 0) continue;
    clusters += 1;
    clustered += items.count[i]!;
    if (biggest < 0 || items.count[i]! > items.count[biggest]!) biggest = i;
  }
  return {
    clusters,
    pins: items.length - clusters,
    clustered,
    biggest: biggest < 0 ? null : itemAt(items, biggest),
  };
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
