import { GENERIC_ERROR_TEXT, NETWORK_ERROR_TEXT, OTP_ERROR_TEXT } from '@ops/shared/rules/errors';
import { REFUSALS } from '@ops/shared/rules/refusals';

/**
 * The failures the staff read (issue 28 item 5): the client's own texts and the coded refusals,
 * in English exactly as shared/rules words them (they are the same constants). Only these are
 * translated, by code, never by matching words; a server message without a code is shown as sent.
 */
export const enErrors = {
  generic: GENERIC_ERROR_TEXT,
  network: NETWORK_ERROR_TEXT,
  otp: OTP_ERROR_TEXT,
  refusal: REFUSALS,
};
