import { MODIFICATION_REASON_MESSAGES } from '@ops/shared/rules/balance';

/** Messages of the wallet actions the spec does not word; the spec's own come from shared/rules. */
export const WALLET_MESSAGES = {
  reasonRequired: MODIFICATION_REASON_MESSAGES.required,
  commentRequired: MODIFICATION_REASON_MESSAGES.commentRequired,
  notAllowedBalance: 'You are not allowed to edit the balance of this user.',
  logNotFound: 'Wallet log not found!',
  notAFine: 'Only a fine can be waived.',
  alreadyWaived: 'This fine has already been waived.',
  notAllowedLogs: 'You are not allowed to view wallet logs.',
} as const;

export const FINE_WAIVE_REASON = 'Fine waived';
