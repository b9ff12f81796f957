import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { Logger } from 'pino';
import type { Clock } from '../deps';
import type { ServerConfig } from '../config/config';
import type { DatabaseHandle } from '../db/client';
import type { ServerRequestContext } from '../graphql/yoga';
import type { OpsFastify } from '../http/opsFastify';
import type { EventBus } from '../realtime/eventBus';
import { graphqlObservation } from './graphqlObservation';
import { OpsMetrics } from './metrics';
import { registerMetricsRoute } from './metricsRoute';
import { registerReadiness } from './readiness';
import { registerRequestObservation } from './requests';

export { requestIdOf } from './requests';
export type { ObservedRequest } from './graphqlObservation';

/** A bus that counts what it sends (and times task assignments) before passing it on. */
function observedBus(inner: EventBus, metrics: OpsMetrics): EventBus {
  return {
    ...inner,
    toUser(userId, event, payload) {
      metrics.socketEvents.inc({ event });
      if (event === REALTIME_EVENTS.ASSIGNED_TASK) metrics.observeAssignment(payload);
      inner.toUser(userId, event, payload);
    },
    toTopic(topic, event, payload) {
      metrics.socketEvents.inc({ event });
      inner.toTopic(topic, event, payload);
    },
    toCode(topic, code, payload) {
      metrics.socketEvents.inc({ event: topic });
      inner.toCode(topic, code, payload);
    },
  };
}

/**
 * Metrics, access logs with request ids, /metrics and /readyz, set up before any route so
 * every route is timed. The socket count is read from the realtime server once it exists.
 */
export async function setUpObservability(
  app: OpsFastify,
  options: { config: ServerConfig; handle: DatabaseHandle; clock: Clock; log: Logger },
) {
  let sockets: () => number = () => 0;
  const metrics = new OpsMetrics({
    handle: options.handle,
    clock: options.clock,
    socketCount: () => sockets(),
    onCollectError: (error) => options.log.warn({ err: error }, 'a metric could not be read'),
    backupStatusFile: options.config.backup.statusFile,
  });
  registerRequestObservation(app, options.log, metrics);
  registerMetricsRoute(app, options.config, metrics);
  const closeReadiness = await registerReadiness(app, options.config, options.handle);
  return {
    metrics,
    graphqlPlugin: graphqlObservation<ServerRequestContext>(metrics),
    observeBus: (bus: EventBus) => observedBus(bus, metrics),
    countSockets: (count: () => number) => {
      sockets = count;
    },
    close: closeReadiness,
  };
}
