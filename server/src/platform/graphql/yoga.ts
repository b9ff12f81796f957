import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import { GraphQLError, NoSchemaIntrospectionCustomRule, type GraphQLSchema } from 'graphql';
import type { Deps } from '../deps';
import type { GraphQLContext } from './context';
import { refuseControlCharacters } from './controlCharacters';
import { boundVariableSize } from './variableSize';
import { REQUEST_TOO_LONG_MESSAGE } from '@ops/shared/rules/limits';
import { isStatementTimeout } from '../db/statementTimeout';
import { isDomainError, UserError } from '../errors';
import { domainErrorToGraphQL } from './domainErrors';
import { pageCostLimit } from './pageCost';
import { readsAfterWrites } from './readPriority';
import type { ObservedRequest } from '../observability/graphqlObservation';

export interface ServerRequestContext extends ObservedRequest {
  ip: string;
  authorization: string | undefined;
  userAgent: string | undefined;
}

export type ContextFactory = (request: ServerRequestContext) => Promise<GraphQLContext>;

/**
 * graphql ships CommonJS and ESM builds; yoga and our code may load different ones,
 * so `instanceof GraphQLError` can be false for a real GraphQLError. Its tag is reliable.
 */
function isGraphQLError(error: unknown): error is GraphQLError {
  return Object.prototype.toString.call(error) === '[object GraphQLError]';
}

function disableIntrospection(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(NoSchemaIntrospectionCustomRule);
    },
  };
}

/** Limits sized for our heaviest screen query with room to spare; anything beyond is abuse. */
export const ARMOR_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxCost: 20_000,
  maxTokens: 3_000,
  maxDirectives: 30,
} as const;

export function createGraphqlServer(
  schema: GraphQLSchema,
  deps: Deps,
  contextFactory: ContextFactory,
  /** Observation (metrics, request ids in errors): kept outside so tests can build the server without it. */
  extraPlugins: Array<Plugin<Record<string, unknown>, ServerRequestContext>> = [],
): YogaServerInstance<ServerRequestContext, GraphQLContext> {
  const production = deps.config.production;
  return createYoga<ServerRequestContext, GraphQLContext>({
    schema,
    graphqlEndpoint: '/graphql',
    // One operation per request: batching would let one request multiply sign-in tries.
    batching: false,
    graphiql: false,
    landingPage: false,
    // CORS is answered once for every route, by the HTTP layer (http/security.ts), for our own origins only.
    cors: false,
    logging: false,
    context: ({ ip, authorization, userAgent }) => contextFactory({ ip, authorization, userAgent }),
    maskedErrors: {
      maskError(error, message) {
        // Deliberate GraphQL errors (validation, limits) pass; a domain's refusal is mapped once,
        // here; a wrapped plain Error is a bug and is masked.
        if (isGraphQLError(error) && (!error.originalError || isGraphQLError(error.originalError)))
          return error;
        const original = isGraphQLError(error) ? error.originalError : error;
        const at = isGraphQLError(error) ? error : undefined;
        if (isDomainError(original)) return domainErrorToGraphQL(original, at);
        if (isStatementTimeout(original)) {
          deps.log.warn({ err: original }, 'a GraphQL operation hit the statement timeout');
          return domainErrorToGraphQL(new UserError(REQUEST_TOO_LONG_MESSAGE, { timedOut: true }), at);
        }
        deps.log.error({ err: original }, 'unexpected error in a GraphQL operation');
        return new GraphQLError(message, { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
      },
    },
    plugins: [
      EnvelopArmorPlugin({
        // ignoreIntrospection stays off: it let operations named __schema skip the depth limit.
        maxDepth: { n: ARMOR_LIMITS.maxDepth, ignoreIntrospection: false, flattenFragments: true },
        // An empty allow list: armor's default lets any number of `x: __typename` through (issue 22 finding 8 d).
        maxAliases: { n: ARMOR_LIMITS.maxAliases, allowList: [] },
        // Static shape only: armor multiplies lists by literal first/last, never by our rowsPerPage variables;
        // pageCostLimit below applies the same maxCost with the page sizes counted.
        costLimit: { maxCost: ARMOR_LIMITS.maxCost, ignoreIntrospection: false },
        maxTokens: { n: ARMOR_LIMITS.maxTokens },
        maxDirectives: { n: ARMOR_LIMITS.maxDirectives },
        blockFieldSuggestion: { enabled: production },
      }),
      pageCostLimit(schema, ARMOR_LIMITS.maxCost),
      boundVariableSize(),
      refuseControlCharacters(),
      // Query operations' statements go after actions: on PGlite's one connection by its queue's
      // priority, on PostgreSQL through the read slots (db/readGate.ts).
      readsAfterWrites(),
      ...(production ? [disableIntrospection()] : []),
      ...extraPlugins,
    ],
  });
}
