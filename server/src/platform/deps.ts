import type { Logger } from 'pino';
import type { ServerConfig } from './config/config';
import type { DatabaseHandle, Db } from './db/client';
import type { PaymentGateway } from './integrations/paymentGateway/PaymentGateway';
import type { SmsProvider } from './integrations/sms/SmsProvider';
import type { ObjectStorage } from './integrations/storage/ObjectStorage';
import type { VehicleGateway } from './integrations/vehicleGateway/VehicleGateway';
import type { EventBus } from './realtime/eventBus';
import type { SessionCache } from './session/sessionCache';
import type { JobRunObserver } from './observability/jobRuns';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Everything a service may touch, passed in so tests can swap any part. */
export interface Deps {
  config: ServerConfig;
  handle: DatabaseHandle;
  db: Db;
  log: Logger;
  events: EventBus;
  sms: SmsProvider;
  clock: Clock;
  vehicleGateway: VehicleGateway;
  /** Card charges; webhooks come back through payments/webhooks.ts. */
  paymentGateway: PaymentGateway;
  storage: ObjectStorage;
  /** Recently authenticated sessions; revocation evicts. */
  sessionCache: SessionCache;
  /** Background jobs' run times (the server's metrics); absent where deps are built by hand. */
  jobRuns?: JobRunObserver;
}
