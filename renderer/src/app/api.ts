import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Variables } from 'graphql-request';
import { gqlRequest } from '../lib/graphqlClient';
import { toApiError, type ApiError } from '@ops/shared/rules/errors';

/**
 * What an endpoint hands the base query: a generated document and its variables.
 * Values only ever travel as variables (STYLE item 10).
 */
export interface GraphqlArgs {
  // The base query is shared by every endpoint, so it cannot know each document's
  // result and variable types; endpoints type both through `transformResponse`.
  document: TypedDocumentNode<unknown, Variables>;
  variables?: Variables;
}

/** Pairs a typed document with its variables, checking them against each other. */
export function op<TData, TVars extends Variables>(
  document: TypedDocumentNode<TData, TVars>,
  ...variables: TVars extends Record<string, never> ? [] : [TVars]
): GraphqlArgs {
  return { document: document as unknown as TypedDocumentNode<unknown, Variables>, variables: variables[0] };
}

const graphqlBaseQuery: BaseQueryFn<GraphqlArgs, unknown, ApiError> = async ({ document, variables }) => {
  try {
    return { data: await gqlRequest(document, variables) };
  } catch (error) {
    // The error is worded here once, by the spec's rule, so every screen and the
    // notices middleware show the same text.
    return { error: toApiError(error) };
  }
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery: graphqlBaseQuery,
  tagTypes: ['Role', 'Startup'],
  endpoints: () => ({}),
});

/**
 * Endpoints that word their own failures on screen (sign-in, OTP, password change,
 * start-up); the notices middleware stays quiet for them so nothing is said twice.
 */
export const SELF_REPORTING_ENDPOINTS: ReadonlySet<string> = new Set([
  'loginUser',
  'getVerificationCode',
  'verifyCode',
  'getMyUserData',
  'logoutUser',
  'changePassword',
  'getAllRoles',
  'getRoleById',
  'createRole',
  'editRole',
  // Task area settings word their own failures (03 §8 'Failed to load task area settings: {message}', ...).
  'supervisorAreaSettings',
  'supervisorUpdateAreaSettings',
  'supervisorDeleteAreaSettings',
]);
