import { REASON_TEXT_ROWS } from '@ops/shared/rules/constants';

/** 03 §2.3: the confirm dialog's defaults and its optional 5-row reason. */
export const CONFIRM_DEFAULTS = {
  title: 'Are you sure?',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
  reasonRows: REASON_TEXT_ROWS,
} as const;
