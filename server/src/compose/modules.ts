import { DOMAIN_MODULES } from '../domains/index';
import { seriesExport } from '../platform/exports/seriesExport';
import type { DomainModule } from '../platform/modules/domainModule';
import { PLATFORM_MODULES } from '../platform/modules/platformModules';
import {
  aggregatesOf,
  exportableSeriesOf,
  exportsOf,
  hookOf,
  jobsOf,
  resolversOf,
} from '../platform/modules/registry';

/** The platform's own fields first, then every domain. */
const MODULES: readonly DomainModule[] = [...PLATFORM_MODULES, ...DOMAIN_MODULES];

/** Every analytics series POST /export can write, from each module's exportableSeries. */
export const SERVER_SERIES = exportableSeriesOf(MODULES);

/** Everything the server registers; the analytics export (module 'analytics') writes any module's series. */
export const SERVER_MODULES: readonly DomainModule[] = [
  ...MODULES,
  { name: 'seriesExport', exports: { analytics: seriesExport(SERVER_SERIES) } },
];

export const SERVER_RESOLVERS = resolversOf(SERVER_MODULES);
export const SERVER_EXPORTS = exportsOf(SERVER_MODULES);
export const SERVER_AGGREGATES = aggregatesOf(SERVER_MODULES);
export const SERVER_JOBS = jobsOf(SERVER_MODULES);

/** The hooks the platform's parts call into one domain with (domainModule.ts); a hook given twice is refused here. */
export const SERVER_HOOKS = {
  paymentWebhook: hookOf(SERVER_MODULES, 'paymentWebhook'),
  vehicleGatewayCases: hookOf(SERVER_MODULES, 'vehicleGatewayCases'),
  heldVehicleCode: hookOf(SERVER_MODULES, 'heldVehicleCode'),
};
