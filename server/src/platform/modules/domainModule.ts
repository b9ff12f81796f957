import type { FastifyPluginCallback } from 'fastify';
import type { AggregateDefinition } from '../aggregates/definition';
import type { ServerConfig } from '../config/config';
import type { Deps } from '../deps';
import type { ExportModule } from '../exports/types';
import type { Resolvers } from '../generated/graphql';
import type { OpsFastify } from '../http/opsFastify';

/** What a job is started with: the API's deps, and the ones with the background connections and timeouts. */
export interface JobContext {
  deps: Deps;
  /** Jobs that read a lot (snapshots, sweeps, aggregates) use these: their own pool, the longer statement timeout. */
  backgroundDeps: Deps;
}

/** A background job a domain runs while the server is up; buildServer stops them in reverse order of starting. */
export interface DomainJob {
  /** Unique across the server (for logs and the uniqueness test). */
  name: string;
  /** Whether this server runs it (a config switch); absent means always. */
  enabled?(config: ServerConfig): boolean;
  /** Starts the job; resolves the returned stop once it has finished its running work. */
  start(context: JobContext): () => Promise<void>;
}

/**
 * One domain as the server sees it (issue 26): everything compose/ registers for it, so adding a
 * domain is its folder and one line in domains/index.ts. Only what the domain has is given.
 */
export interface DomainModule {
  /** The domain's folder name under server/src/domains/. */
  name: string;
  /** Its GraphQL resolvers (the schema is in shared/graphql/schema/). */
  resolvers?: readonly Resolvers[];
  /** The lists POST /export can write, by the name in their shared spec (shared/exports). */
  exports?: Readonly<Record<string, ExportModule<unknown, unknown>>>;
  /** Its daily aggregate tables, refreshed by the platform's aggregate job. */
  aggregates?: readonly AggregateDefinition[];
  jobs?: readonly DomainJob[];
  /** Development and e2e only routes (never registered in production). */
  devRoutes?(deps: Deps): FastifyPluginCallback;
  /** REST routes beside /graphql (uploads and exports are the platform's). */
  restRoutes?(app: OpsFastify, deps: Deps): Promise<void>;
  /** Run once after the demo data is seeded (compose/main.ts). */
  afterDemoSeed?(deps: Deps): Promise<void>;
}
