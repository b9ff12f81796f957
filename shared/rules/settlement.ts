/** 02 §2 Users list: the button's words. */
export const SETTLE_BUTTON_LABEL = 'Settle Negative Balance for these Users';

/** Not in the spec: the server's words when a role below level 0 asks (the button is hidden from it). */
export const SETTLE_NOT_ALLOWED = 'Only a level 0 role may settle negative balances.';

/** The wallet log's reason on every SETTLE entry a bulk settlement writes (the seed's words for a settle). */
export const SETTLE_REASON = 'Settle negative balance';

// Who may settle (02 §6, role level 0 only) is canSettleNegativeBalances in permissions/editRules.ts.

export interface SettlementProgress {
  total: number;
  settled: number;
  skipped: number;
  failed: number;
}

/** Whole percent done (every user settled, skipped or failed counts), 100 for an empty run. */
export function settlementPercent(progress: SettlementProgress): number {
  if (progress.total <= 0) return 100;
  const handled = progress.settled + progress.skipped + progress.failed;
  return Math.min(100, Math.floor((handled * 100) / progress.total));
}
