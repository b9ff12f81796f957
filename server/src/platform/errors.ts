import {
  RATE_LIMITED_EXTENSION,
  RETRY_AFTER_EXTENSION,
  tooManyAttemptsMessage,
} from '@ops/shared/rules/tryAgain';
import { REFUSAL_EXTENSION, REFUSALS, type RefusalCode } from '@ops/shared/rules/refusals';

/**
 * A refusal a person should read, raised by any domain and carried by any transport. The
 * error names what happened (its code) and nothing about how it travels: GraphQL maps it
 * once (platform/graphql/domainErrors.ts) and REST maps it once (platform/http/domainErrors.ts).
 * Anything that is not a DomainError is an unexpected failure, and both transports mask it.
 */
export type DomainErrorCode = 'REFUSED' | 'UNAUTHENTICATED' | 'FORBIDDEN' | 'RATE_LIMITED';

export class DomainError extends Error {
  constructor(
    readonly code: DomainErrorCode,
    message: string,
    /** Facts the client acts on (a held approval's id, seconds to wait); sent beside the message. */
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** Bad input or a rule that says no, in the spec's words (spec 03 §8: the client shows it). */
export class UserError extends DomainError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('REFUSED', message, details);
  }
}

/**
 * A refusal a screen acts on: the spec's words for `code` and the code beside them (the
 * `reason` extension), from the one list in shared/rules/refusals.ts, so the client compares
 * the code and never the words.
 */
export function codedRefusal(code: RefusalCode, details: Record<string, unknown> = {}): UserError {
  return new UserError(REFUSALS[code], { ...details, [REFUSAL_EXTENSION]: code });
}

export class UnauthenticatedError extends DomainError {
  constructor(message = 'You are not signed in.') {
    super('UNAUTHENTICATED', message);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = 'You do not have permission to do this.') {
    super('FORBIDDEN', message);
  }
}

/** An attempt limit reached: the person is told how long to wait, and the client counts it down. */
export class TooManyAttemptsError extends DomainError {
  constructor(retryAfterSeconds: number) {
    super('RATE_LIMITED', tooManyAttemptsMessage(retryAfterSeconds), {
      [RATE_LIMITED_EXTENSION]: true,
      [RETRY_AFTER_EXTENSION]: Math.max(1, Math.ceil(retryAfterSeconds)),
    });
  }
}

export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
