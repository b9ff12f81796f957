import { GraphQLClient, type Variables } from 'graphql-request';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { authToken } from './authToken';
import { graphqlEndpoint, serverUrl } from './serverUrl';
import { NETWORK_ERROR_TEXT } from '@ops/shared/rules/errors';

let client: GraphQLClient | null = null;
let clientBase: string | null = null;

function clientFor(base: string): GraphQLClient {
  if (!client || clientBase !== base) {
    client = new GraphQLClient(graphqlEndpoint(base), {
      // Lazy so a token set after sign-in (or cleared at logout) applies to the next call.
      headers: (): Record<string, string> => {
        const token = authToken.get();
        return token ? { authorization: `Bearer ${token}` } : {};
      },
    });
    clientBase = base;
  }
  return client;
}

/**
 * Sends one typed document with its variables. Values always travel as variables,
 * never inside the query text (STYLE item 10).
 */
export async function gqlRequest<TData, TVars extends Variables>(
  document: TypedDocumentNode<TData, TVars>,
  variables?: TVars,
): Promise<TData> {
  const base = serverUrl.get();
  // No host yet (desktop first run) reads as a network failure to the error rule.
  if (!base) throw new TypeError(NETWORK_ERROR_TEXT);
  // The overloads of graphql-request want variables only when the type demands them;
  // our callers always pass them through, so the looser call shape is safe.
  return (clientFor(base).request as (d: TypedDocumentNode<TData, TVars>, v?: TVars) => Promise<TData>).call(
    clientFor(base),
    document,
    variables,
  );
}
