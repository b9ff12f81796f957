import type { MovementType, RequestStatus, SortOutcome, TransferStatus } from './inventory';

/**
 * The words the inventory pages show for stored values, in one place so a list and its
 * export (server/src/platform/exports) say the same thing.
 */

export const MOVEMENT_LABELS: Record<MovementType, string> = {
  input: 'Input',
  transfer: 'Transfer',
  consumption: 'Consumption',
  return: 'Return',
  damaged: 'Damaged',
  sorting: 'Sorting',
};

export const TRANSFER_STATUS_LABELS: Record<TransferStatus, string> = {
  in_transit: 'In transit',
  received: 'Received',
  cancelled: 'Cancelled',
};
export const SORT_OUTCOME_LABELS: Record<SortOutcome, string> = {
  recycled: 'Recycled',
  repairable: 'Repairable',
  scrap: 'Scrap',
};
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  pending: 'Pending',
  fulfilled: 'Fulfilled',
  refused: 'Refused',
  consumed: 'Consumed',
};

export interface MovementLinks {
  vehicleCode: string | null;
  opsTaskId: string | null;
  taskId: string | null;
  custodyTransferId: string | null;
  requestId: string | null;
}

/** What a movement was for, as the list's 'For' column words it (the page links the vehicle). */
export function movementLinkTexts(m: MovementLinks): Array<{ kind: 'vehicle' | 'other'; text: string }> {
  const parts: Array<{ kind: 'vehicle' | 'other'; text: string } | null> = [
    m.vehicleCode ? { kind: 'vehicle', text: `Vehicle ${m.vehicleCode}` } : null,
    m.opsTaskId ? { kind: 'other', text: `Field task ${m.opsTaskId.slice(0, 8)}` } : null,
    m.taskId ? { kind: 'other', text: `Task ${m.taskId.slice(-6)}` } : null,
    m.custodyTransferId ? { kind: 'other', text: 'Custody transfer' } : null,
    m.requestId ? { kind: 'other', text: `Request ${m.requestId.slice(-6)}` } : null,
  ];
  return parts.filter((part) => part !== null);
}

/** 'Recycled → Recycled plastic': the outcome, and the item the parts went into when it is another. */
export const sortedAsText = (outcome: SortOutcome, targetItemName: string | null): string =>
  `${SORT_OUTCOME_LABELS[outcome]}${targetItemName ? ` → ${targetItemName}` : ''}`;
