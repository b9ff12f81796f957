import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import { authToken } from './authToken';
import { graphqlEndpoint, serverUrl } from './serverUrl';
import { NETWORK_ERROR_TEXT } from '@ops/shared/rules/errors';
import { CLIENT_CONTRACT, CLIENT_CONTRACT_HEADER } from '@ops/shared/rules/clientContract';

/** A request's variables: the generated operation types narrow them per document. */
export type Variables = Record<string, unknown>;

/**
 * A generated document: its text (codegen's documentMode 'string') typed with its result and
 * variables, so nothing parses or prints GraphQL in the renderer at run time.
 */
export type TypedDocument<TData, TVars> = DocumentTypeDecoration<TData, TVars> & { toString(): string };

interface GraphQLResponseBody {
  data?: unknown;
  errors?: unknown;
}

/**
 * A refused or failed answer, shaped as shared/rules/errors.ts reads it (`response.errors`), so
 * the client's error rule words it once (the server's message for its code 500, else the
 * generic text).
 */
export class GraphQLResponseError extends Error {
  readonly response: { status: number; errors?: unknown; data?: unknown };

  constructor(message: string, response: { status: number; errors?: unknown; data?: unknown }) {
    super(message);
    this.name = 'GraphQLResponseError';
    this.response = response;
  }
}

/** `query Name(` / `mutation Name {`: the first operation's name, sent for the server's logs. */
function operationNameOf(text: string): string | undefined {
  return /\b(?:query|mutation|subscription)\s+([_A-Za-z][_0-9A-Za-z]*)/.exec(text)?.[1];
}

function headers(): Record<string, string> {
  const token = authToken.get();
  return {
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
    // The version handshake: a server past this build's API answers 'Please update the app'.
    [CLIENT_CONTRACT_HEADER]: String(CLIENT_CONTRACT),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

async function bodyOf(response: Response): Promise<GraphQLResponseBody | null> {
  const text = await response.text();
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null ? (parsed as GraphQLResponseBody) : null;
  } catch {
    return null;
  }
}

/**
 * Sends one typed document with its variables over HTTP POST. Values always travel as
 * variables, never inside the query text (STYLE item 10). An answer with errors (or without
 * data) throws a GraphQLResponseError; no answer at all throws fetch's TypeError, which the
 * error rule words as the network text.
 */
export async function gqlRequest<TData, TVars extends Variables>(
  document: TypedDocument<TData, TVars>,
  variables?: TVars,
): Promise<TData> {
  const base = serverUrl.get();
  // No host yet (desktop first run) reads as a network failure to the error rule.
  if (!base) throw new TypeError(NETWORK_ERROR_TEXT);
  const query = document.toString();
  const response = await fetch(graphqlEndpoint(base), {
    method: 'POST',
    headers: headers(),
    body: JSON.stringify({ query, variables: variables ?? {}, operationName: operationNameOf(query) }),
  });
  const body = await bodyOf(response);
  const errors = body?.errors;
  if (Array.isArray(errors) && errors.length > 0) {
    const first = errors[0] as { message?: unknown };
    throw new GraphQLResponseError(typeof first.message === 'string' ? first.message : 'GraphQL error', {
      status: response.status,
      errors,
      data: body?.data,
    });
  }
  if (!response.ok || body === null || body.data === undefined || body.data === null) {
    throw new GraphQLResponseError(`GraphQL request failed with status ${response.status}`, {
      status: response.status,
    });
  }
  return body.data as TData;
}
