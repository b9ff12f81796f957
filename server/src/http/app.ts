import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import pino, { type Logger } from 'pino';
import type { Clock, Deps } from '../app/deps';
import { systemClock } from '../app/deps';
import { SessionCache } from '../auth/sessionCache';
import { authenticate } from '../auth/sessions';
import type { ServerConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { buildSchema } from '../graphql/schema';
import { createGraphqlServer } from '../graphql/yoga';
import type { PaymentGateway } from '../integrations/paymentGateway/PaymentGateway';
import { SimulatedPaymentGateway } from '../integrations/paymentGateway/simulatedPaymentGateway';
import { handleGatewayWebhook } from '../payments/webhooks';
import { startIntervalPaymentRunner } from '../payments/intervals/schedule';
import { SimulatedSmsProvider } from '../integrations/sms/simulatedSms';
import type { SmsProvider } from '../integrations/sms/SmsProvider';
import type { ObjectStorage } from '../integrations/storage/ObjectStorage';
import { LocalDiskStorage } from '../integrations/storage/localDiskStorage';
import { SimulatedVehicleGateway } from '../integrations/vehicleGateway/simulatedVehicleGateway';
import type { VehicleGateway } from '../integrations/vehicleGateway/VehicleGateway';
import type { EventBus } from '../realtime/eventBus';
import { registerUploadRoutes } from '../uploads/routes';
import { registerExportRoutes } from '../exports/routes';
import { registerIpBlocking } from '../rateLimiter/ipBlockHook';
import { registerPaymentIconRoute } from '../settings/paymentIconRoute';
import { devRoutes } from './devRoutes';
import { registerHttpSecurity } from './security';
import { createRealtimeServer, type RealtimeServer } from '../realtime/socketServer';
import { offersSettled, slaDevRoutes, startSlaSweep, startTaskScheduler } from '../tasks/engine';
import { startSnapshotJob } from '../fleetAlerts/snapshots';
import { startAlertWatcher } from '../alerts/watcher';
import { startAggregateJob } from '../analytics/aggregates/job';
import { alertDevRoutes } from '../alerts/devRoutes';
import { requestIdOf, setUpObservability } from '../observability/index';
import { stdoutLog } from '../observability/logDestination';
import { withDashboardPulse } from '../dashboard/pulse';

export interface ServerOverrides {
  clock?: Clock;
  handle?: DatabaseHandle;
  sms?: SmsProvider;
  vehicleGateway?: VehicleGateway;
  storage?: ObjectStorage;
  paymentGateway?: PaymentGateway;
}

export type OpsFastify = FastifyInstance<Server, IncomingMessage, ServerResponse, Logger>;

export interface OpsServer {
  app: OpsFastify;
  deps: Deps;
  realtime: RealtimeServer;
  sms: SmsProvider;
  /** Starts listening; resolves with the bound URL. */
  listen(): Promise<string>;
  close(): Promise<void>;
}

/** Yoga's single-result answers (anything else, e.g. an event stream, stays a stream). */
function isJsonAnswer(contentType: string | null): boolean {
  return contentType !== null && /^application\/(graphql-response\+)?json\b/.test(contentType);
}

function bearer(header: string | undefined): string | null {
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || null : null;
}

/** Builds the whole API (database migrated, routes, GraphQL, sockets) without listening yet. */
export async function buildServer(config: ServerConfig, overrides: ServerOverrides = {}): Promise<OpsServer> {
  // Lines are gathered and written in batches, flushed on exit and on every error (observability/logDestination.ts).
  const output = stdoutLog();
  const log = pino({ level: config.logLevel, base: { service: 'ops-api' }, hooks: output.hooks }, output.destination);
  const clock = overrides.clock ?? systemClock;
  const handle =
    overrides.handle ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { applied } = await migrate(handle);
  if (applied.length > 0) log.info({ applied }, 'database migrations applied');
  const sms = overrides.sms ?? new SimulatedSmsProvider(clock);

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
  // The bus is known only once the socket server exists; services read it through deps at call time.
  const bus: { current: EventBus | null } = { current: null };
  // The home dashboard hears every event on its way out and pulses the parts it moved (dashboard/pulse.ts).
  const dashboardPulse = withDashboardPulse(
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
  const events: EventBus = dashboardPulse.bus;
  const vehicleGateway = overrides.vehicleGateway ?? new SimulatedVehicleGateway({ db: handle.db, events, clock, log });
  const paymentGateway =
    overrides.paymentGateway ??
    new SimulatedPaymentGateway({ clock, delivery: 'timers', onError: (error) => log.error({ err: error }, 'payment webhook failed') });
  const storage =
    overrides.storage ?? (await LocalDiskStorage.open(path.join(config.dataDir, 'files'), clock, config.signingSecret));
  const deps: Deps = {
    config,
    handle,
    db: handle.db,
    log,
    events,
    sms,
    clock,
    vehicleGateway,
    paymentGateway,
    storage,
    sessionCache: new SessionCache(),
  };
  await registerIpBlocking(app, deps);
  const realtime = await createRealtimeServer(app.server, deps);
  bus.current = realtime.events;
  observability.countSockets(() => realtime.io.of('/').sockets.size);
  paymentGateway.onWebhook((webhook) => handleGatewayWebhook(deps, webhook).then(() => undefined));

  const yoga = createGraphqlServer(buildSchema(), deps, async ({ ip, authorization, userAgent }) => {
    const token = bearer(authorization);
    return { deps, session: await authenticate(deps, token), ip, userAgent: userAgent ?? null, token };
  }, [observability.graphqlPlugin]);

  // Preflights are answered by the CORS hook, for the allowed origins only.
  app.route({
    url: '/graphql',
    method: 'POST',
    handler: async (request, reply) => {
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
  await registerExportRoutes(app, deps);
  await registerPaymentIconRoute(app, deps);

  app.get('/healthz', async () => ({ status: 'ok', database: handle.kind }));

  if (!config.production && sms instanceof SimulatedSmsProvider) {
    // Development only: lets demos and tests read one-time codes. The route does not exist in production.
    app.get<{ Querystring: { phone?: string } }>('/dev/sms-outbox', async (request) => ({
      provider: 'simulated',
      messages: sms.messages(request.query.phone),
    }));
  }
  if (!config.production) await app.register(devRoutes(deps));
  if (!config.production) await app.register(alertDevRoutes(deps));
  if (!config.production) await app.register(slaDevRoutes(deps));

  const rendererDir = config.rendererDir ?? path.resolve('dist/renderer');
  if (fs.existsSync(path.join(rendererDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: rendererDir, wildcard: false });
    // Client-side routes (/app/...) all load the single page.
    app.setNotFoundHandler((request, reply) => {
      if (request.method === 'GET' && !request.url.startsWith('/graphql') && !request.url.startsWith('/ws')) {
        return reply.sendFile('index.html');
      }
      return reply.code(404).send({ error: 'Not Found' });
    });
  }

  const stopTaskScheduler = startTaskScheduler(deps);
  // The snapshot counter's hourly counts (issue 9 §8): one now, then every hour.
  const stopSnapshots = startSnapshotJob(deps);
  const stopAlertWatcher = config.alertWatcher ? startAlertWatcher(deps) : null;
  // The analytics' daily aggregates, refreshed every 30 s by one API process (issue 11).
  const stopAggregateJob = config.aggregateJob ? startAggregateJob(deps) : null;
  const stopSlaSweep = config.taskSlaSweep ? startSlaSweep(deps) : null;
  // The demo's scheduled charges (renewals, auto-charges) run with the simulator (issue 8 §8).
  const stopIntervalPayments = config.simulator ? startIntervalPaymentRunner(deps) : null;
  let closed = false;
  return {
    app,
    deps,
    realtime,
    sms,
    listen: () => app.listen({ port: config.port, host: config.host }),
    close: async () => {
      if (closed) return;
      closed = true;
      await stopTaskScheduler();
      // An agent's answer may have left its offer round running (offerAfterAgentAction).
      await offersSettled(deps);
      dashboardPulse.stop();
      await stopSnapshots();
      await stopAlertWatcher?.();
      await stopAggregateJob?.();
      await stopSlaSweep?.();
      await stopIntervalPayments?.();
      // This node's sockets only: io.disconnectSockets goes through the adapter to every node,
      // and one process of a rolling restart would end the live connections of all of them.
      realtime.io.local.disconnectSockets(true);
      if (!overrides.vehicleGateway) await vehicleGateway.close().catch(() => undefined);
      if (!overrides.paymentGateway) await paymentGateway.close().catch(() => undefined);
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
