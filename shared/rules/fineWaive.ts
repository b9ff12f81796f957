export interface WalletEntryForWaive {
  isWaived?: boolean | null;
  difference: number;
  type: string;
  additionalReason?: string | null;
}

// The reason on a manual entry may read 'Penalty', 'Fine' or 'Penalty/Fine'.
const FINE_REASONS = new Set(['penalty', 'fine', 'penalty/fine']);

export function isFineEntry(entry: Pick<WalletEntryForWaive, 'type' | 'additionalReason'>): boolean {
  return entry.type === 'FINE' || FINE_REASONS.has((entry.additionalReason ?? '').trim().toLowerCase());
}

/**
 * 01 §5, 02 §5: shown only if the entry is not already waived, the user may update
 * balances, the difference is negative, the type is FINE or the reason is
 * penalty/fine, and no waive is in progress. The server applies the same test.
 */
export function canWaiveFine({
  entry,
  canUpdateBalance,
  waiveInProgress,
}: {
  entry: WalletEntryForWaive;
  canUpdateBalance: boolean;
  waiveInProgress: boolean;
}): boolean {
  return (
    !entry.isWaived && canUpdateBalance && entry.difference < 0 && isFineEntry(entry) && !waiveInProgress
  );
}

export const WAIVE_NO_LOG_RECEIVED = 'Something went wrong, no wallet log was received!';

/** 02 §4: the new entry is prepended only if the type filter is unset or FINE_WAIVE. */
export function shouldPrependWaiveEntry(typeFilter: string | null | undefined): boolean {
  return !typeFilter || typeFilter === 'FINE_WAIVE';
}
