import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ForbiddenError, TooManyAttemptsError, UnauthenticatedError, UserError } from '../errors';
import { domainErrorToGraphQL } from './domainErrors';

describe('a domain error in a GraphQL answer', () => {
  it('a refusal is code 500 (the client shows its words) with its details beside', () => {
    const mapped = domainErrorToGraphQL(new UserError('Request is pending approval', { approvalId: 'a1' }));
    expect(mapped.message).toBe('Request is pending approval');
    expect(mapped.extensions).toEqual({ code: 500, approvalId: 'a1' });
  });

  it('the access codes keep their names; an attempt limit is 500 with its wait', () => {
    expect(domainErrorToGraphQL(new UnauthenticatedError()).extensions.code).toBe('UNAUTHENTICATED');
    expect(domainErrorToGraphQL(new ForbiddenError()).extensions.code).toBe('FORBIDDEN');
    expect(domainErrorToGraphQL(new TooManyAttemptsError(5)).extensions).toEqual({ code: 500, rateLimited: true, retryAfterSeconds: 5 });
  });

  it('keeps the path of the field that refused', () => {
    const at = new GraphQLError('x', { path: ['editBalance'] });
    expect(domainErrorToGraphQL(new UserError('No'), at).path).toEqual(['editBalance']);
  });
});
