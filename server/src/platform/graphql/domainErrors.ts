import { GraphQLError } from 'graphql';
import type { DomainError, DomainErrorCode } from '../errors';

/**
 * How a DomainError reads in a GraphQL answer. The client rule (spec 03 §8): code 500
 * shows the server's message; anything else shows 'Something went wrong!'. So a refusal
 * and an attempt limit are 500, and the two access codes keep their names.
 */
const GRAPHQL_CODE: Record<DomainErrorCode, number | string> = {
  REFUSED: 500,
  RATE_LIMITED: 500,
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
};

/** The one mapping from a domain error to GraphQL; `at` keeps the field path and location yoga gave it. */
export function domainErrorToGraphQL(error: DomainError, at?: GraphQLError): GraphQLError {
  return new GraphQLError(error.message, {
    nodes: at?.nodes,
    source: at?.source,
    positions: at?.positions,
    path: at?.path,
    originalError: error,
    extensions: { code: GRAPHQL_CODE[error.code], ...error.details },
  });
}
