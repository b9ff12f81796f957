import path from 'node:path';
import { registerRenderer } from '../platform/http/rendererStatic';
import Fastify from 'fastify';
import { MAX_GRAPHQL_BODY_BYTES, REQUEST_TOO_LARGE_MESSAGE } from '@ops/shared/rules/limits';
import pino from 'pino';
import type { OpsFastify } from '../platform/http/opsFastify';
import type { Clock, Deps } from '../platform/deps';
import { systemClock } from '../platform/deps';
import { SessionCache } from '../platform/session/sessionCache';
import { authenticate } from '../platform/session/sessions';
import { bearerToken } from '../platform/session/bearerToken';
import type { ServerConfig } from '../platform/config/config';
import { API_STATEMENT_TIMEOUTS, openDatabase, type DatabaseHandle } from '../platform/db/client';
import { migrate } from '../platform/db/migrate';
import { buildSchema } from '../platform/graphql/schema';
import { createGraphqlServer } from '../platform/graphql/yoga';
import type { PaymentGateway } from '../platform/integrations/paymentGateway/PaymentGateway';
import { SimulatedPaymentGateway } from '../platform/integrations/paymentGateway/simulatedPaymentGateway';
import { SimulatedSmsProvider } from '../platform/integrations/sms/simulatedSms';
import { createSmsProvider } from '../platform/integrations/sms/createSmsProvider';
import { ObservedSmsProvider } from '../platform/integrations/sms/observedSms';
import type { SmsProvider } from '../platform/integrations/sms/SmsProvider';
import type { ObjectStorage } from '../platform/integrations/storage/ObjectStorage';
import { LocalDiskStorage } from '../platform/integrations/storage/localDiskStorage';
import { SimulatedVehicleGateway } from '../domains/vehicles/gateway/simulatedVehicleGateway';
import type { GatewayCases, VehicleGateway } from '../platform/integrations/vehicleGateway/VehicleGateway';
import { MqttVehicleGateway } from '../domains/vehicles/gateway/mqtt/mqttVehicleGateway';
import type { EventBus } from '../platform/realtime/eventBus';
import { registerUploadRoutes } from '../platform/uploads/routes';
import { registerExportRoutes } from '../platform/exports/routes';
import { registerIpBlocking } from '../platform/rateLimiter/ipBlockHook';
import { devRoutes } from './devRoutes';
import { theftDevRoute } from './theftDevRoute';
import {
  SERVER_AGGREGATES,
  SERVER_EXPORTS,
  SERVER_HOOKS,
  SERVER_JOBS,
  SERVER_MODULES,
  SERVER_RESOLVERS,
} from './modules';
import { tapEvents } from '../platform/modules/registry';
import {
  CLIENT_CONTRACT_HEADER,
  MIN_CLIENT_CONTRACT,
  needsUpdate,
  UPDATE_REQUIRED_CODE,
  UPDATE_REQUIRED_MESSAGE,
} from '@ops/shared/rules/clientContract';
import { registerHttpSecurity } from '../platform/http/security';
import { createRealtimeServer, type RealtimeServer } from '../platform/realtime/socketServer';
import { startAggregateJob } from '../platform/aggregates/job';
import { requestIdOf, setUpObservability } from '../platform/observability/index';
import { stdoutLog } from '../platform/observability/logDestination';
import type { OpsMetrics } from '../platform/observability/metrics';
import { languageOfUser } from '../domains/localePreferences';

export interface ServerOverrides {
  clock?: Clock;
  handle?: DatabaseHandle;
  sms?: SmsProvider;
  vehicleGateway?: VehicleGateway;
  storage?: ObjectStorage;
  paymentGateway?: PaymentGateway;
}

export type { OpsFastify };

export interface OpsServer {
  app: OpsFastify;
  deps: Deps;
  realtime: RealtimeServer;
  sms: SmsProvider;
  /** The /metrics registry, for what main adds after building (the consistency check). */
  metrics: OpsMetrics;
  /** Starts listening; resolves with the bound URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Without a module that raises cases from device reports, the gateway's reports raise none. */
const NO_GATEWAY_CASES: GatewayCases = { raise: async () => undefined, clear: async () => undefined };

/** Yoga's single-result answers (anything else, e.g. an event stream, stays a stream). */
function isJsonAnswer(contentType: string | null): boolean {
  return contentType !== null && /^application\/(graphql-response\+)?json\b/.test(contentType);
}

/** Builds the whole API (database migrated, routes, GraphQL, sockets) without listening yet. */
export async function buildServer(config: ServerConfig, overrides: ServerOverrides = {}): Promise<OpsServer> {
  // Lines are gathered and written in batches, flushed on exit and on every error (observability/logDestination.ts).
  const output = stdoutLog();
  const log = pino(
    { level: config.logLevel, base: { service: 'ops-api' }, hooks: output.hooks },
    output.destination,
  );
  const clock = overrides.clock ?? systemClock;
  const handle =
    overrides.handle ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.dataDir,
      statementTimeouts: API_STATEMENT_TIMEOUTS,
      readConnections: config.pgReadConnections,
    }));
  const { applied } = await migrate(handle);
  if (applied.length > 0) log.info({ applied }, 'database migrations applied');
  const sms = overrides.sms ?? createSmsProvider(config.sms, { clock, log });
  const observedSms = new ObservedSmsProvider(sms, log);

  const app = Fastify({
    // Fastify logs every request at info; its own warnings and errors are what we want from it.
    loggerInstance: log.child({ component: 'http' }, { level: 'warn' }),
    // Only the named proxies (or hop count) may say who the client is: per-address limits rely on it.
    trustProxy: config.trustProxy,
    // Access logs, GraphQL errors and the x-request-id header share this id (observability/).
    genReqId: requestIdOf,
  });
  await registerHttpSecurity(app, config);
  const observability = await setUpObservability(app, { config, handle, clock, log });
  observedSms.onOutcome((outcome) => observability.metrics.smsSends.inc({ provider: sms.name, outcome }));
  // The bus is known only once the socket server exists; services read it through deps at call time.
  const bus: { current: EventBus | null } = { current: null };
  // Modules that hear every event on its way out wrap the bus (the dashboard's pulse: DomainModule.tapEvents).
  const taps = tapEvents(
    SERVER_MODULES,
    observability.observeBus({
      toUser: (...args) => bus.current?.toUser(...args),
      toTopic: (...args) => bus.current?.toTopic(...args),
      toCode: (...args) => bus.current?.toCode(...args),
      disconnectSession: (id) => bus.current?.disconnectSession(id),
      disconnectUser: (id) => bus.current?.disconnectUser(id),
      disconnectAddress: (ip) => bus.current?.disconnectAddress(ip),
      refreshAccess: (target) => bus.current?.refreshAccess(target),
    }),
  );
  const events: EventBus = taps.bus;
  const vehicleGateway: VehicleGateway =
    overrides.vehicleGateway ??
    (config.vehicleGateway.kind === 'mqtt'
      ? new MqttVehicleGateway({
          config: config.vehicleGateway,
          db: handle.db,
          events,
          clock,
          log: log.child({ component: 'vehicle-gateway' }),
          observer: {
            accepted: (topic) => observability.metrics.vehicleMessages.inc({ topic }),
            dropped: (reason) => observability.metrics.vehicleMessagesDropped.inc({ reason }),
            written: (rows) => observability.metrics.vehiclePositionsWritten.inc(rows),
          },
        })
      : new SimulatedVehicleGateway({ db: handle.db, events, clock, log }));
  const paymentGateway =
    overrides.paymentGateway ??
    new SimulatedPaymentGateway({
      clock,
      delivery: 'timers',
      onError: (error) => log.error({ err: error }, 'payment webhook failed'),
    });
  const storage =
    overrides.storage ??
    (await LocalDiskStorage.open(path.join(config.dataDir, 'files'), clock, config.signingSecret));
  const deps: Deps = {
    config,
    handle,
    db: handle.db,
    log,
    events,
    sms: observedSms,
    clock,
    vehicleGateway,
    paymentGateway,
    storage,
    sessionCache: new SessionCache(),
    jobRuns: observability.metrics,
  };
  // Jobs and exports run outside a page's wait: the longer statement timeout, their own connections.
  const backgroundDeps: Deps = { ...deps, db: handle.backgroundDb };
  await registerIpBlocking(app, deps);
  // Without a module that holds vehicles for agents, no agent follows one by a held task.
  const realtime = await createRealtimeServer(app.server, deps, {
    heldVehicleCode: SERVER_HOOKS.heldVehicleCode ?? (async () => null),
  });
  bus.current = realtime.events;
  observability.countSockets(() => realtime.io.of('/').sockets.size);
  const { paymentWebhook, vehicleGatewayCases } = SERVER_HOOKS;
  if (paymentWebhook)
    paymentGateway.onWebhook((webhook) => paymentWebhook(deps, webhook).then(() => undefined));
  // A gateway with a feed of its own (MQTT) listens once the services it raises cases through exist.
  await vehicleGateway.start?.(vehicleGatewayCases?.(deps) ?? NO_GATEWAY_CASES);

  const yoga = createGraphqlServer(
    buildSchema(SERVER_RESOLVERS),
    deps,
    async ({ ip, authorization, userAgent }) => {
      const token = bearerToken(authorization);
      return { deps, session: await authenticate(deps, token), ip, userAgent: userAgent ?? null, token };
    },
    [observability.graphqlPlugin],
  );

  // Preflights are answered by the CORS hook, for the allowed origins only.
  app.route({
    url: '/graphql',
    method: 'POST',
    bodyLimit: MAX_GRAPHQL_BODY_BYTES,
    // This route's own handler, for one error only: a body over the limit is answered as GraphQL
    // errors are, in words; every other error goes on to the server's default handling.
    errorHandler: (error, _request, reply) => {
      if (error.code !== 'FST_ERR_CTP_BODY_TOO_LARGE') throw error;
      return reply.status(413).send({
        errors: [{ message: REQUEST_TOO_LARGE_MESSAGE, extensions: { code: 'REQUEST_TOO_LARGE' } }],
      });
    },
    handler: async (request, reply) => {
      const contract = request.headers[CLIENT_CONTRACT_HEADER];
      if (needsUpdate(Array.isArray(contract) ? contract[0] : contract)) {
        // A desktop build older than this server's API: one plain answer the app turns into its update notice.
        return reply.send({
          errors: [
            {
              message: UPDATE_REQUIRED_MESSAGE,
              extensions: { code: UPDATE_REQUIRED_CODE, minContract: MIN_CLIENT_CONTRACT },
            },
          ],
        });
      }
      const response = await yoga.handleNodeRequestAndResponse(request, reply, {
        ip: request.ip,
        authorization: request.headers.authorization,
        userAgent: request.headers['user-agent'],
        requestId: request.id,
        noteOperation: (name) => {
          request.graphqlOperation = name;
        },
      });
      response.headers.forEach((value, key) => void reply.header(key, value));
      reply.status(response.status);
      // A JSON answer is already one string inside yoga's Response: sent whole it is one socket
      // write, where its stream (.body) costs a pipe and its events on every request.
      reply.send(isJsonAnswer(response.headers.get('content-type')) ? await response.text() : response.body);
      return reply;
    },
  });

  await registerUploadRoutes(app, deps);
  await registerExportRoutes(app, backgroundDeps, {
    exports: SERVER_EXPORTS,
    languageOf: (userId) => languageOfUser(backgroundDeps, userId),
  });
  for (const module of SERVER_MODULES) await module.restRoutes?.(app, deps);

  app.get('/healthz', async () => ({ status: 'ok', database: handle.kind }));

  if (!config.production && sms instanceof SimulatedSmsProvider) {
    // Development only: lets demos and tests read one-time codes. The route does not exist in production.
    app.get<{ Querystring: { phone?: string } }>('/dev/sms-outbox', async (request) => ({
      provider: 'simulated',
      messages: sms.messages(request.query.phone),
    }));
  }
  if (!config.production) {
    await app.register(devRoutes(deps));
    await app.register(theftDevRoute(deps));
    for (const module of SERVER_MODULES) if (module.devRoutes) await app.register(module.devRoutes(deps));
  }

  await registerRenderer(app, config.rendererDir ?? path.resolve('dist/renderer'));

  // Every job of every module, in module order; close() stops them in reverse.
  const jobStops: Array<() => Promise<void>> = [];
  // The analytics' daily aggregates, refreshed every 30 s by one API process (issue 11).
  if (config.aggregateJob) jobStops.push(startAggregateJob(backgroundDeps, SERVER_AGGREGATES));
  for (const job of SERVER_JOBS) {
    if (job.enabled?.(config) ?? true) jobStops.push(job.start({ deps, backgroundDeps }));
  }
  let closed = false;
  return {
    app,
    deps,
    realtime,
    sms,
    metrics: observability.metrics,
    listen: () => app.listen({ port: config.port, host: config.host }),
    close: async () => {
      if (closed) return;
      closed = true;
      for (const stop of jobStops.reverse()) await stop();
      taps.stop();
      // This node's sockets only: io.disconnectSockets goes through the adapter to every node,
      // and one process of a rolling restart would end the live connections of all of them.
      realtime.io.local.disconnectSockets(true);
      if (!overrides.vehicleGateway) await vehicleGateway.close().catch(() => undefined);
      if (!overrides.paymentGateway) await paymentGateway.close().catch(() => undefined);
      if (!overrides.sms) await observedSms.close().catch(() => undefined);
      // Closing the HTTP server waits for every open connection, and a client that stopped
      // reading a download holds one for as long as its socket lives (70 s seen): requests in
      // flight get the drain time, then their connections are cut.
      const drained = setTimeout(() => app.server.closeAllConnections(), config.shutdownDrainMs);
      await realtime.close().catch(() => undefined);
      await app.close().catch(() => undefined);
      clearTimeout(drained);
      await observability.close();
      if (!overrides.handle) await handle.close();
      output.flush();
    },
  };
}
