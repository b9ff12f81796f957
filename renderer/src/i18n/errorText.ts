import {
  GENERIC_ERROR_TEXT,
  OTP_ERROR_TEXT,
  toApiError,
  withFallback,
  type ApiError,
} from '@ops/shared/rules/errors';
import { i18n } from './i18n';

/**
 * An error as the staff read it (issue 28 item 5). English is the spec's rule untouched
 * (shared/rules/errors.ts): the server's words, word for word. In Arabic the coded refusals
 * (shared/rules/refusals.ts) and the client's own texts are translated by their code or kind;
 * any other server message has no code to key on and is shown as the server wrote it.
 */
export function shownError(error: ApiError): string {
  if (i18n.language !== 'ar') return error.message;
  if (error.reason) return i18n.t(`errors.refusal.${error.reason}`);
  if (error.kind === 'network') return i18n.t('errors.network');
  if (error.kind === 'other' && error.message === GENERIC_ERROR_TEXT) return i18n.t('errors.generic');
  if (error.kind === 'other' && error.message === OTP_ERROR_TEXT) return i18n.t('errors.otp');
  return error.message;
}

/** errorMessageOf (shared/rules/errors.ts) in the language shown. */
export const errorMessageOf = (error: unknown, fallback: string = GENERIC_ERROR_TEXT): string =>
  shownError(toApiError(error, fallback));

/** otpErrorMessageOf (shared/rules/errors.ts) in the language shown. */
export const otpErrorMessageOf = (error: unknown): string =>
  shownError(withFallback(toApiError(error, OTP_ERROR_TEXT), OTP_ERROR_TEXT));
