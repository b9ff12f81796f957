import { DOMAIN_MODULES } from '../domains/index';
import type { DomainModule } from '../platform/modules/domainModule';
import { PLATFORM_MODULES } from '../platform/modules/platformModules';
import { aggregatesOf, exportsOf, jobsOf, resolversOf } from '../platform/modules/registry';

/** Everything the server registers: the platform's own fields first, then every domain. */
export const SERVER_MODULES: readonly DomainModule[] = [...PLATFORM_MODULES, ...DOMAIN_MODULES];

export const SERVER_RESOLVERS = resolversOf(SERVER_MODULES);
export const SERVER_EXPORTS = exportsOf(SERVER_MODULES);
export const SERVER_AGGREGATES = aggregatesOf(SERVER_MODULES);
export const SERVER_JOBS = jobsOf(SERVER_MODULES);
