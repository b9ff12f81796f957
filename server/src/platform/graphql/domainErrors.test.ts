import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { NOT_CHECKED_IN_MESSAGE } from '@ops/shared/rules/attendanceMessages';
import {
  codedRefusal,
  ForbiddenError,
  TooManyAttemptsError,
  UnauthenticatedError,
  UserError,
} from '../errors';
import { domainErrorToRest } from '../http/domainErrors';
import { domainErrorToGraphQL } from './domainErrors';

describe('a domain error in a GraphQL answer', () => {
  it('a refusal is code 500 (the client shows its words) with its details beside', () => {
    const mapped = domainErrorToGraphQL(new UserError('Request is pending approval', { approvalId: 'a1' }));
    expect(mapped.message).toBe('Request is pending approval');
    expect(mapped.extensions).toEqual({ code: 500, approvalId: 'a1' });
  });

  it("a refusal the client acts on carries its code beside the spec's words, on both transports", () => {
    const error = codedRefusal('NOT_CHECKED_IN');
    expect(domainErrorToGraphQL(error).message).toBe(NOT_CHECKED_IN_MESSAGE);
    expect(domainErrorToGraphQL(error).extensions).toEqual({ code: 500, reason: 'NOT_CHECKED_IN' });
    expect(domainErrorToRest(codedRefusal('APPROVAL_PENDING', { approvalId: 'a1' }))).toEqual({
      status: 400,
      body: {
        reason: 'APPROVAL_PENDING',
        approvalId: 'a1',
        message: 'Sent for approval: a second user must approve this change before the money moves.',
      },
    });
  });

  it('the access codes keep their names; an attempt limit is 500 with its wait', () => {
    expect(domainErrorToGraphQL(new UnauthenticatedError()).extensions.code).toBe('UNAUTHENTICATED');
    expect(domainErrorToGraphQL(new ForbiddenError()).extensions.code).toBe('FORBIDDEN');
    expect(domainErrorToGraphQL(new TooManyAttemptsError(5)).extensions).toEqual({
      code: 500,
      rateLimited: true,
      retryAfterSeconds: 5,
    });
  });

  it('keeps the path of the field that refused', () => {
    const at = new GraphQLError('x', { path: ['editBalance'] });
    expect(domainErrorToGraphQL(new UserError('No'), at).path).toEqual(['editBalance']);
  });
});
