import type { AggregateDefinition } from '../aggregates/definition';
import type { ExportModule } from '../exports/types';
import type { Resolvers } from '../generated/graphql';
import type { DomainJob, DomainModule } from './domainModule';

/** Every export POST /export can write, by its name (what exportsOf gathers from the modules). */
export type ExportRegistry = ReadonlyMap<string, ExportModule<unknown, unknown>>;

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
  refuseDuplicates('export', entries.map(([name]) => name));
  return new Map(entries);
}

/** Every module's daily aggregates, in module order. */
export function aggregatesOf(modules: readonly DomainModule[]): AggregateDefinition[] {
  const aggregates = modules.flatMap((module) => module.aggregates ?? []);
  refuseDuplicates('aggregate', aggregates.map((definition) => definition.name));
  return aggregates;
}

/** Every module's jobs, in module order (buildServer starts them in this order and stops them in reverse). */
export function jobsOf(modules: readonly DomainModule[]): DomainJob[] {
  const jobs = modules.flatMap((module) => module.jobs ?? []);
  refuseDuplicates('job', jobs.map((job) => job.name));
  return jobs;
}
