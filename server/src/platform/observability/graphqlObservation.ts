import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { OpsMetrics } from './metrics';

/** What the HTTP route hands the GraphQL layer about the request being observed. */
export interface ObservedRequest {
  requestId?: string;
  noteOperation?: (name: string) => void;
}

interface Started {
  operation: string;
  at: bigint;
}

function codeOf(error: GraphQLError): string {
  const code = error.extensions.code;
  return typeof code === 'string' && /^[A-Z_]{1,40}$/.test(code) ? code : 'UNKNOWN';
}

/**
 * Times every operation by name and counts its errors by code; each error carries the
 * request id in `extensions.requestId`, the same id as the access log line and the
 * `x-request-id` header.
 */
export function graphqlObservation<Server extends ObservedRequest>(
  metrics: OpsMetrics,
): Plugin<Record<string, unknown>, Server> {
  const started = new WeakMap<Request, Started>();
  return {
    onParams({ request, params }) {
      started.set(request, {
        operation: metrics.operationLabel(params.operationName),
        at: process.hrtime.bigint(),
      });
    },
    onResultProcess({ request, result, setResult, serverContext }) {
      const begun = started.get(request);
      const operation = begun?.operation ?? 'unparsed';
      if (begun)
        metrics.graphqlDuration.observe({ operation }, Number(process.hrtime.bigint() - begun.at) / 1e9);
      serverContext.noteOperation?.(operation);
      // Subscriptions and batches do not reach us (no subscriptions; batching is off).
      if (Array.isArray(result) || !('errors' in result) || !result.errors?.length) return;
      const errors = result.errors.map((error) => {
        metrics.graphqlErrors.inc({ operation, code: codeOf(error) });
        // A copy, not a change: an error object may be shared; yoga reads the HTTP status from
        // GraphQLError instances, so the copy is one too.
        return new GraphQLError(error.message, {
          nodes: error.nodes,
          source: error.source,
          positions: error.positions,
          path: error.path,
          originalError: error.originalError,
          extensions: { ...error.extensions, requestId: serverContext.requestId },
        });
      });
      setResult({ ...result, errors });
    },
  };
}
