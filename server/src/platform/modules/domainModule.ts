import type { FastifyPluginCallback } from 'fastify';
import type { AggregateDefinition } from '../aggregates/definition';
import type { ServerConfig } from '../config/config';
import type { Deps } from '../deps';
import type { ExportableSeries } from '../exports/exportableSeries';
import type { ExportModule } from '../exports/types';
import type { Resolvers } from '../generated/graphql';
import type { OpsFastify } from '../http/opsFastify';
import type { GatewayWebhook } from '../integrations/paymentGateway/PaymentGateway';
import type { GatewayCases } from '../integrations/vehicleGateway/VehicleGateway';
import type { HeldVehicleCode } from '../realtime/access';
import type { EventBus } from '../realtime/eventBus';

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

/** A wrapper of the event bus every service sends through (to hear events on their way out); stopped at shutdown. */
export interface BusTap {
  bus: EventBus;
  stop(): void;
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
  /** Its analytics series POST /export can write (module 'analytics'), by the name a page puts in the filters. */
  exportableSeries?: Readonly<Record<string, ExportableSeries>>;
  /** Its daily aggregate tables, refreshed by the platform's aggregate job. */
  aggregates?: readonly AggregateDefinition[];
  jobs?: readonly DomainJob[];
  /** Development and e2e only routes (never registered in production). */
  devRoutes?(deps: Deps): FastifyPluginCallback;
  /** REST routes beside /graphql (uploads and exports are the platform's). */
  restRoutes?(app: OpsFastify, deps: Deps): Promise<void>;
  /**
   * The hooks the platform's parts call into a domain with (one module each may give them; a
   * second is refused when the server is built): what the payment gateway's webhooks do, the
   * task cases the vehicle gateway's devices raise and clear, and whose held task lets an agent
   * follow its vehicle on the sockets.
   */
  paymentWebhook?(deps: Deps, webhook: GatewayWebhook): Promise<unknown>;
  vehicleGatewayCases?(deps: Deps): GatewayCases;
  heldVehicleCode?: HeldVehicleCode;
  /** Wraps the event bus (every module's tap in module order, the last outermost). */
  tapEvents?(bus: EventBus): BusTap;
  /** Run once after the demo data is seeded (compose/main.ts). */
  afterDemoSeed?(deps: Deps): Promise<void>;
}
