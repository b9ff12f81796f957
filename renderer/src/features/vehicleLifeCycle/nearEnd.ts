import { INFINITE_SCROLL_THRESHOLD_PX } from '@ops/shared/rules/constants';

export interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
}

/** 02 §2: load more when within 50 px of the end (a box that does not fill its height is at its end). */
export function isNearEnd(box: ScrollBox, threshold: number = INFINITE_SCROLL_THRESHOLD_PX): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= threshold;
}
