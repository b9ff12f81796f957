import { createApi, type BaseQueryFn } from '@reduxjs/toolkit/query/react';
import { gqlRequest, type TypedDocument, type Variables } from '../lib/graphqlClient';
import { toApiError, type ApiError } from '@ops/shared/rules/errors';
import { firstView } from '../lib/firstView';

/**
 * What an endpoint hands the base query: a generated document and its variables.
 * Values only ever travel as variables (STYLE item 10).
 */
export interface GraphqlArgs {
  // The base query is shared by every endpoint, so it cannot know each document's
  // result and variable types; endpoints type both through `transformResponse`.
  document: TypedDocument<unknown, Variables>;
  variables?: Variables;
}

/** Pairs a typed document with its variables, checking them against each other. */
export function op<TData, TVars extends Variables>(
  document: TypedDocument<TData, TVars>,
  ...variables: TVars extends Record<string, never> ? [] : [TVars]
): GraphqlArgs {
  return { document: document as unknown as TypedDocument<unknown, Variables>, variables: variables[0] };
}

/**
 * What an endpoint may tell the base query through RTK Query's `extraOptions`.
 * `quiet`: the endpoint's screen words its own failures (sign-in, OTP, the workspace's
 * in-place messages, ...), so the one notices listener in the store says nothing.
 */
export interface EndpointOptions {
  quiet?: boolean;
  /**
   * The query the page shown at start-up needs for its first figures: it is sent at once while
   * the other queries wait for those figures (lib/firstView.ts). Mutations never wait.
   */
  firstView?: boolean;
}

/** What the base query attaches to every answer; failed actions carry it as `meta.baseQueryMeta`. */
export interface GraphqlMeta {
  quiet: boolean;
}

const graphqlBaseQuery: BaseQueryFn<GraphqlArgs, unknown, ApiError, EndpointOptions, GraphqlMeta> = async (
  { document, variables },
  baseQueryApi,
  extraOptions,
) => {
  const meta: GraphqlMeta = { quiet: extraOptions?.quiet === true };
  if (baseQueryApi.type === 'query' && extraOptions?.firstView !== true) await firstView.shown();
  try {
    return { data: await gqlRequest(document, variables), meta };
  } catch (error) {
    // The error is worded here once, by the spec's rule, so every screen and the
    // notices middleware show the same text.
    return { error: toApiError(error), meta };
  }
};

/** True for a failed call of an endpoint marked quiet: its screen says what went wrong. */
export function isQuietFailure(action: { meta?: unknown }): boolean {
  const meta = action.meta as { baseQueryMeta?: Partial<GraphqlMeta> } | undefined;
  return meta?.baseQueryMeta?.quiet === true;
}

export const api = createApi({
  reducerPath: 'api',
  baseQuery: graphqlBaseQuery,
  tagTypes: ['Role', 'Startup'],
  // Issue 23 item 3: every list reads again when the network comes back (or the socket
  // reconnects, shell/realtime) and when the window comes back to the front after a sleep.
  refetchOnReconnect: true,
  refetchOnFocus: true,
  endpoints: () => ({}),
});
