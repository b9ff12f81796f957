import { describe, expect, it } from 'vitest';
import { ForbiddenError, TooManyAttemptsError, UnauthenticatedError, UserError } from '../errors';
import { domainErrorToRest } from './domainErrors';

describe('a domain error on a REST route', () => {
  it.each([
    [
      'a refusal',
      new UserError('Module is not valid', { field: 'module' }),
      400,
      { message: 'Module is not valid', field: 'module' },
    ],
    ['not signed in', new UnauthenticatedError(), 401, { message: 'You are not signed in.' }],
    ['not allowed', new ForbiddenError(), 403, { message: 'You do not have permission to do this.' }],
    [
      'an attempt limit',
      new TooManyAttemptsError(61),
      429,
      { message: 'Too many attempts, try again in 2 minutes.', rateLimited: true, retryAfterSeconds: 61 },
    ],
  ])('%s: its status, and the message with its details', (_what, error, status, body) => {
    expect(domainErrorToRest(error)).toEqual({ status, body });
  });

  it('the message is the error’s own, whatever its details say', () => {
    expect(domainErrorToRest(new UserError('No', { message: 'other' })).body.message).toBe('No');
  });
});
