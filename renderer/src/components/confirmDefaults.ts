import { REASON_TEXT_ROWS } from '@ops/shared/rules/constants';

/** 03 §2.3: the confirm dialog's defaults and its optional 5-row reason. */
export const CONFIRM_DEFAULTS = {
  title: 'Are you sure?',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
  reasonRows: REASON_TEXT_ROWS,
} as const;

export interface ReasonOptions {
  withReason: boolean;
  reasonRequired: boolean;
}

/**
 * What Confirm may do with the typed reason: a required reason needs more than spaces,
 * and the reason is sent trimmed (no reason field: nothing is sent).
 */
export function confirmReason(
  options: ReasonOptions,
  typed: string,
): { canConfirm: boolean; reason: string } {
  const reason = options.withReason ? typed.trim() : '';
  return { canConfirm: !(options.withReason && options.reasonRequired && reason === ''), reason };
}
