import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOMAIN_MODULES } from '../domains/index';
import { duplicates, exportsOf, jobsOf } from '../platform/modules/registry';
import { SERVER_AGGREGATES, SERVER_EXPORTS, SERVER_JOBS, SERVER_MODULES } from './modules';

const DOMAINS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../domains');

describe('the module list (domains/index.ts)', () => {
  it('names every domain folder once, each by its folder name', () => {
    const folders = fs
      .readdirSync(DOMAINS_DIR, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
    expect(DOMAIN_MODULES.map((module) => module.name).sort()).toEqual(folders);
  });

  it('gives every module, job, export and aggregate a name of its own', () => {
    expect(duplicates(SERVER_MODULES.map((module) => module.name))).toEqual([]);
    const jobNames = SERVER_MODULES.flatMap((module) => (module.jobs ?? []).map((job) => job.name));
    expect(duplicates(jobNames)).toEqual([]);
    expect(SERVER_JOBS).toHaveLength(jobNames.length);
    const exportNames = SERVER_MODULES.flatMap((module) => Object.keys(module.exports ?? {}));
    expect(duplicates(exportNames)).toEqual([]);
    expect(SERVER_EXPORTS.size).toBe(exportNames.length);
    expect(duplicates(SERVER_AGGREGATES.map((definition) => definition.name))).toEqual([]);
  });

  it('registers each export by the module name of its shared spec (what the renderer posts)', () => {
    for (const [name, module] of SERVER_EXPORTS) expect(module.spec.module).toBe(name);
  });

  it('refuses a job or an export registered twice', () => {
    const job = { name: 'sweep', start: () => async () => undefined };
    expect(() => jobsOf([{ name: 'a', jobs: [job] }, { name: 'b', jobs: [job] }])).toThrow('job registered twice: sweep');
    const [[name, module]] = [...SERVER_EXPORTS.entries()] as [[string, NonNullable<ReturnType<typeof SERVER_EXPORTS.get>>]];
    expect(() => exportsOf([{ name: 'a', exports: { [name]: module } }, { name: 'b', exports: { [name]: module } }])).toThrow(`export registered twice: ${name}`);
  });
});
