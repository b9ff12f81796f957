import { retryAfterSecondsOf, waitReasonOf, type WaitReason } from './tryAgain';
import { UPDATE_REQUIRED_CODE, UPDATE_REQUIRED_MESSAGE } from './clientContract';
import { refusalCodeIn, type RefusalCode } from './refusals';

/**
 * The client's error rule (01 §8, 02 §8, 03 §8), as pure functions over the shapes
 * the renderer's client (renderer/src/lib/graphqlClient.ts) throws, so it can be tested without a network:
 * - a GraphQL error whose `extensions.code` is 500 shows the server's first message;
 * - a request that never got an answer shows the network text;
 * - anything else shows 'Something went wrong!', unless a screen names another fallback.
 */

export const GENERIC_ERROR_TEXT = 'Something went wrong!';
export const NETWORK_ERROR_TEXT = 'Unexpected Error. Please check your network';
/** The OTP screens use this default, without the exclamation mark (03 §8). */
export const OTP_ERROR_TEXT = 'Something went wrong';
/** The code the server uses for errors meant for the user (CONVENTIONS: UserError). */
export const USER_ERROR_CODE = 500;

/** 03 §8: 'Something went wrong!: ' plus the reason. */
export const setPendingFailure = (reason: string): string => `${GENERIC_ERROR_TEXT}: ${reason}`;

export type ApiErrorKind = 'server' | 'network' | 'other';

/** What the RTK Query base query returns as `error`: serialisable, already worded. */
export interface ApiError {
  kind: ApiErrorKind;
  message: string;
  /** `extensions.code` of the first GraphQL error, when there is one. */
  code?: number | string;
  /** Seconds until a refused attempt may be tried again (sign-in limits), when the server says. */
  retryAfterSeconds?: number;
  /** What that wait is for: an attempt limit or the pause between two codes. */
  waitReason?: WaitReason;
  /** The refusal's stable code (shared/rules/refusals.ts), for a screen that acts on it. */
  reason?: RefusalCode;
}

interface GraphQLErrorLike {
  message?: unknown;
  extensions?: { code?: unknown } | null;
}

function graphQLErrorsOf(error: unknown): GraphQLErrorLike[] | null {
  if (typeof error !== 'object' || error === null) return null;
  const response = (error as { response?: unknown }).response;
  if (typeof response !== 'object' || response === null) return null;
  const errors = (response as { errors?: unknown }).errors;
  return Array.isArray(errors) ? (errors as GraphQLErrorLike[]) : null;
}

function isNetworkFailure(error: unknown): boolean {
  // fetch rejects with a TypeError when the host is unreachable, offline or CORS-blocked;
  // an AbortError/timeout is the same thing from the user's point of view.
  if (error instanceof TypeError) return true;
  const name = (error as { name?: unknown } | null)?.name;
  return name === 'AbortError' || name === 'TimeoutError';
}

/** The rule itself: only an error with code 500 and a message is meant for the user. */
function isUserFacing(code: unknown, message: unknown): message is string {
  return Number(code) === USER_ERROR_CODE && typeof message === 'string' && message !== '';
}

/** Classifies any thrown value into the ApiError the UI shows. */
export function toApiError(error: unknown, fallback: string = GENERIC_ERROR_TEXT): ApiError {
  if (isApiError(error)) return error;
  const first = graphQLErrorsOf(error)?.[0];
  if (first) {
    const code = first.extensions?.code;
    const codeValue = typeof code === 'number' || typeof code === 'string' ? code : undefined;
    // The version handshake: the server is past this build's API (shared/rules/clientContract.ts).
    if (code === UPDATE_REQUIRED_CODE) return { kind: 'server', message: UPDATE_REQUIRED_MESSAGE, code };
    if (isUserFacing(code, first.message)) {
      const retryAfterSeconds = retryAfterSecondsOf(first.extensions);
      const wait = retryAfterSeconds ? { retryAfterSeconds, waitReason: waitReasonOf(first.extensions) } : {};
      const reason = refusalCodeIn(first.extensions);
      return {
        kind: 'server',
        message: first.message,
        code: codeValue,
        ...wait,
        ...(reason ? { reason } : {}),
      };
    }
    return { kind: 'other', message: fallback, ...(codeValue !== undefined ? { code: codeValue } : {}) };
  }
  if (isNetworkFailure(error)) return { kind: 'network', message: NETWORK_ERROR_TEXT };
  return { kind: 'other', message: fallback };
}

/** The text to show for a failure, per the spec's rule. */
export function errorMessageOf(error: unknown, fallback: string = GENERIC_ERROR_TEXT): string {
  return toApiError(error, fallback).message;
}

/** The refusal's code when the server refused with one of shared/rules/refusals.ts (compare this, not the words). */
export function refusalCodeOf(error: unknown): RefusalCode | undefined {
  return toApiError(error).reason;
}

/**
 * OTP verify and resend: the server's first message or 'Something went wrong' (03 §8).
 * A network failure keeps its own, more useful, text.
 */
export function otpErrorMessageOf(error: unknown): string {
  return withFallback(toApiError(error, OTP_ERROR_TEXT), OTP_ERROR_TEXT).message;
}

export function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.kind === 'server' || v.kind === 'network' || v.kind === 'other') && typeof v.message === 'string';
}

/**
 * An ApiError re-worded with another fallback (for screens whose default differs):
 * server messages stay, network text stays, only the generic text changes.
 */
export function withFallback(error: ApiError, fallback: string): ApiError {
  return error.kind === 'other' ? { ...error, message: fallback } : error;
}
