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
