import type { TFunction } from 'i18next';
import type { CheckOutUserEvent } from '@ops/shared/realtime/taskEvents';

/**
 * Words of the workspace notices the spec leaves to us (01 §2 lists the dialogs, not
 * their text), in the language shown. Pure, so the wording is tested.
 */
export function checkedOutText(t: TFunction, event: CheckOutUserEvent, myUserId: string | null): string {
  // The server sends the same event for a self check-out (another window of mine ended the shift).
  if (myUserId !== null && event.checkedOutBy === myUserId) return t('workspace.notices.checkedOutSelf');
  return t('workspace.notices.checkedOutBy', { name: event.checkedOutByName });
}

/** Forced-transfer notice (issue 23): who took each task and who moved them, instead of 'another user'. */
export function forcedTransferText(
  t: TFunction,
  notice: {
    direction: 'received' | 'removed';
    vehicleCodes: string[];
    byName?: string | null;
    movedTo?: Array<{ vehicleCode: string | null; toName: string }>;
  },
): string {
  const list = (items: string[]) => items.join(t('workspace.notices.listSeparator'));
  const by = notice.byName ? { by: notice.byName } : {};
  const withBy = (key: string) => `workspace.notices.${key}${notice.byName ? 'By' : ''}`;
  const codes = list(notice.vehicleCodes);
  if (notice.direction === 'received') return t(withBy('received'), { ...by, codes });
  const moves = notice.movedTo ?? [];
  if (moves.length === 0) return t(withBy('removedToAnother'), { ...by, codes });
  const byReceiver = new Map<string, string[]>();
  for (const move of moves)
    byReceiver.set(move.toName, [
      ...(byReceiver.get(move.toName) ?? []),
      move.vehicleCode ?? t('workspace.notices.aTask'),
    ]);
  const parts = [...byReceiver].map(([name, taken]) =>
    t('workspace.notices.movedTo', { codes: list(taken), name }),
  );
  return t(withBy('removed'), { ...by, moves: parts.join(t('workspace.notices.groupSeparator')) });
}
