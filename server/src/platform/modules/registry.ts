import type { AggregateDefinition } from '../aggregates/definition';
import type { SeriesRegistry } from '../exports/exportableSeries';
import type { ExportModule } from '../exports/types';
import type { Resolvers } from '../generated/graphql';
import type { EventBus } from '../realtime/eventBus';
import type { BusTap, DomainJob, DomainModule } from './domainModule';

/** Every export POST /export can write, by its name (what exportsOf gathers from the modules). */
export type ExportRegistry = ReadonlyMap<string, ExportModule<unknown, unknown>>;
export type { SeriesRegistry };

/** Names given twice (by two modules, or twice in one list). */
export function duplicates(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(names.filter((name) => seen.size === seen.add(name).size))];
}

function refuseDuplicates(what: string, names: readonly string[]): void {
  const twice = duplicates(names);
  if (twice.length) throw new Error(`${what} registered twice: ${twice.join(', ')}`);
}

/** Every module's resolvers, in module order. */
export function resolversOf(modules: readonly DomainModule[]): Resolvers[] {
  return modules.flatMap((module) => module.resolvers ?? []);
}

/** Every module's exports by name; a name given twice is refused when the server is built. */
export function exportsOf(modules: readonly DomainModule[]): ExportRegistry {
  const entries = modules.flatMap((module) => Object.entries(module.exports ?? {}));
  refuseDuplicates(
    'export',
    entries.map(([name]) => name),
  );
  return new Map(entries);
}

/** Every module's daily aggregates, in module order. */
export function aggregatesOf(modules: readonly DomainModule[]): AggregateDefinition[] {
  const aggregates = modules.flatMap((module) => module.aggregates ?? []);
  refuseDuplicates(
    'aggregate',
    aggregates.map((definition) => definition.name),
  );
  return aggregates;
}

/** Every module's jobs, in module order (buildServer starts them in this order and stops them in reverse). */
export function jobsOf(modules: readonly DomainModule[]): DomainJob[] {
  const jobs = modules.flatMap((module) => module.jobs ?? []);
  refuseDuplicates(
    'job',
    jobs.map((job) => job.name),
  );
  return jobs;
}

/** Every module's exportable analytics series by name; a name given twice is refused when the server is built. */
export function exportableSeriesOf(modules: readonly DomainModule[]): SeriesRegistry {
  const entries = modules.flatMap((module) => Object.entries(module.exportableSeries ?? {}));
  refuseDuplicates(
    'analytics series',
    entries.map(([name]) => name),
  );
  return new Map(entries);
}

/** The hooks one module gives the platform (domainModule.ts). */
export type SingleHook = 'paymentWebhook' | 'vehicleGatewayCases' | 'heldVehicleCode';

/** The one module's hook, or undefined when no module gives it; two modules giving it are refused. */
export function hookOf<K extends SingleHook>(modules: readonly DomainModule[], key: K): DomainModule[K] {
  const givers = modules.filter((module) => module[key] !== undefined);
  if (givers.length > 1)
    throw new Error(
      `${key} given by more than one module: ${givers.map((module) => module.name).join(', ')}`,
    );
  return givers[0]?.[key];
}

/** The bus wrapped by every module's tap in module order (the last outermost); stop() stops them in reverse. */
export function tapEvents(modules: readonly DomainModule[], bus: EventBus): BusTap {
  const stops: Array<() => void> = [];
  let tapped = bus;
  for (const module of modules) {
    if (!module.tapEvents) continue;
    const tap = module.tapEvents(tapped);
    tapped = tap.bus;
    stops.push(() => tap.stop());
  }
  return { bus: tapped, stop: () => [...stops].reverse().forEach((stop) => stop()) };
}
