import { GraphQLError } from 'graphql';
import { RATE_LIMITED_EXTENSION, RETRY_AFTER_EXTENSION, tooManyAttemptsMessage } from '@ops/shared/rules/tryAgain';

/**
 * Errors as values with a code. The client rule (spec 03 §8): code 500 shows the
 * server's message; anything else shows 'Something went wrong!'. So every error a
 * user should read is a UserError, and every other failure is masked.
 */
export class UserError extends GraphQLError {
  constructor(message: string, details?: Record<string, unknown>) {
    super(message, { extensions: { code: 500, ...details } });
  }
}

export class UnauthenticatedError extends GraphQLError {
  constructor(message = 'You are not signed in.') {
    super(message, { extensions: { code: 'UNAUTHENTICATED' } });
  }
}

export class ForbiddenError extends GraphQLError {
  constructor(message = 'You do not have permission to do this.') {
    super(message, { extensions: { code: 'FORBIDDEN' } });
  }
}

export class TooManyAttemptsError extends GraphQLError {
  constructor(retryAfterSeconds: number) {
    // 500 so the client shows the message: a person needs to know how long to wait, and the
    // client counts the same wait down.
    super(tooManyAttemptsMessage(retryAfterSeconds), {
      extensions: { code: 500, [RATE_LIMITED_EXTENSION]: true, [RETRY_AFTER_EXTENSION]: Math.max(1, Math.ceil(retryAfterSeconds)) },
    });
  }
}

/** Our own errors pass through; anything else is an unexpected failure. */
export function isExposedError(error: unknown): error is GraphQLError {
  return error instanceof UserError || error instanceof UnauthenticatedError || error instanceof ForbiddenError || error instanceof TooManyAttemptsError;
}
