/** The ring dialog's words for a command's state (the gateway's statuses). */
export const RING_STATUS_LABELS: Record<string, string> = {
  sent: 'Waiting',
  acknowledged: 'Acknowledged',
  failed: 'Failed',
  timed_out: 'Timed out',
};

/** "Acknowledged 48 · Failed 1 · Timed out 1 · Waiting 0": every state, in this order. */
export function ringSummary(statuses: readonly string[]): string {
  const counts = new Map<string, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return ['acknowledged', 'failed', 'timed_out', 'sent']
    .map((status) => `${RING_STATUS_LABELS[status]} ${counts.get(status) ?? 0}`)
    .join(' · ');
}

export const ringSettled = (statuses: readonly string[]): boolean =>
  statuses.every((status) => status !== 'sent');
