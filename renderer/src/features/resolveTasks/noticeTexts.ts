import type { CheckOutUserEvent } from '@ops/shared/realtime/taskEvents';

/**
 * Words of the workspace notices the spec leaves to us (01 §2 lists the dialogs, not
 * their text). Pure, so the wording is tested.
 */
export function checkedOutText(event: CheckOutUserEvent, myUserId: string | null): string {
  // The server sends the same event for a self check-out (another window of mine ended the shift).
  if (myUserId !== null && event.checkedOutBy === myUserId) return 'You have checked out and will not receive tasks.';
  return `You have been checked out by ${event.checkedOutByName} and will not receive tasks.`;
}

/** 'Total break time 1 minute', '2 minutes'. */
export function minutesText(minutes: number): string {
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}

/** Forced-transfer notice (issue 23): who took each task and who moved them, instead of 'another user'. */
export function forcedTransferText(notice: {
  direction: 'received' | 'removed';
  vehicleCodes: string[];
  byName?: string | null;
  movedTo?: Array<{ vehicleCode: string | null; toName: string }>;
}): string {
  const by = notice.byName ? ` by ${notice.byName}` : '';
  if (notice.direction === 'received') return `These flagged tasks were transferred to you${by}: ${notice.vehicleCodes.join(', ')}`;
  const moves = notice.movedTo ?? [];
  if (moves.length === 0) return `Your flagged tasks were transferred to another user${by}: ${notice.vehicleCodes.join(', ')}`;
  const byReceiver = new Map<string, string[]>();
  for (const move of moves) byReceiver.set(move.toName, [...(byReceiver.get(move.toName) ?? []), move.vehicleCode ?? 'a task']);
  const parts = [...byReceiver].map(([name, codes]) => `${codes.join(', ')} to ${name}`);
  return `Your flagged tasks were transferred${by}: ${parts.join('; ')}`;
}
