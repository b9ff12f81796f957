import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DOMAIN_MODULES } from '../domains/index';
import type { RealtimePayload } from '@ops/shared/realtime/contract';
import { REALTIME_EVENTS, type RealtimeEvent } from '@ops/shared/realtime/events';
import type { EventBus } from '../platform/realtime/eventBus';
import { samplePayload } from '../../test/realtimeSamples';
import type { DomainModule } from '../platform/modules/domainModule';
import {
  duplicates,
  exportableSeriesOf,
  exportsOf,
  hookOf,
  jobsOf,
  tapEvents,
} from '../platform/modules/registry';
import {
  SERVER_AGGREGATES,
  SERVER_EXPORTS,
  SERVER_HOOKS,
  SERVER_JOBS,
  SERVER_MODULES,
  SERVER_SERIES,
} from './modules';

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
    expect(() =>
      jobsOf([
        { name: 'a', jobs: [job] },
        { name: 'b', jobs: [job] },
      ]),
    ).toThrow('job registered twice: sweep');
    const [[name, module]] = [...SERVER_EXPORTS.entries()] as [
      [string, NonNullable<ReturnType<typeof SERVER_EXPORTS.get>>],
    ];
    expect(() =>
      exportsOf([
        { name: 'a', exports: { [name]: module } },
        { name: 'b', exports: { [name]: module } },
      ]),
    ).toThrow(`export registered twice: ${name}`);
  });

  it('wires each platform hook to the one domain that gives it (no hand wiring in buildServer)', () => {
    const giversOf = (key: keyof DomainModule) =>
      SERVER_MODULES.filter((module) => module[key] !== undefined).map((module) => module.name);
    expect(giversOf('paymentWebhook')).toEqual(['payments']);
    expect(giversOf('vehicleGatewayCases')).toEqual(['tasks']);
    expect(giversOf('heldVehicleCode')).toEqual(['tasks']);
    expect(giversOf('tapEvents')).toEqual(['dashboard']);
    const payments = SERVER_MODULES.find((module) => module.name === 'payments');
    expect(SERVER_HOOKS.paymentWebhook).toBe(payments?.paymentWebhook);
    expect(SERVER_HOOKS.vehicleGatewayCases).toBeTypeOf('function');
    expect(SERVER_HOOKS.heldVehicleCode).toBeTypeOf('function');
  });

  it('refuses a hook given by two modules, and gives none when no module does', () => {
    const held = async () => null;
    expect(() =>
      hookOf(
        [
          { name: 'a', heldVehicleCode: held },
          { name: 'b', heldVehicleCode: held },
        ],
        'heldVehicleCode',
      ),
    ).toThrow('heldVehicleCode given by more than one module: a, b');
    expect(hookOf([{ name: 'a' }], 'paymentWebhook')).toBeUndefined();
  });

  it('taps the event bus in module order and stops the taps in reverse', () => {
    const heard: string[] = [];
    const inner = { toTopic: (topic: string) => heard.push(`inner:${topic}`) } as unknown as EventBus; // only toTopic is sent through here
    const tapOf = (name: string) => ({
      name,
      tapEvents: (bus: EventBus) => ({
        bus: {
          ...bus,
          toTopic<E extends RealtimeEvent>(topic: string, event: E, payload: RealtimePayload<E>) {
            heard.push(`${name}:${topic}`);
            bus.toTopic(topic, event, payload);
          },
        },
        stop: () => heard.push(`stop ${name}`),
      }),
    });
    const taps = tapEvents([tapOf('a'), { name: 'none' }, tapOf('b')], inner);
    taps.bus.toTopic('t', REALTIME_EVENTS.NEW_USER, samplePayload(REALTIME_EVENTS.NEW_USER));
    taps.stop();
    expect(heard).toEqual(['b:t', 'a:t', 'inner:t', 'stop b', 'stop a']);
  });

  it("gathers every domain's exportable analytics series, each in its own domain, for the one analytics export", () => {
    const byModule = Object.fromEntries(
      SERVER_MODULES.filter((module) => module.exportableSeries).map((module) => [
        module.name,
        Object.keys(module.exportableSeries ?? {}).sort(),
      ]),
    );
    expect(byModule).toEqual({
      analytics: ['summary'],
      bills: ['billingActual', 'bills', 'billsPrime', 'billsReservation', 'billsSettle'],
      fleetAlerts: ['vehicleCounter'],
      prime: ['prime'],
      rentals: ['rentals'],
      reservations: ['reservations'],
      riderAnalytics: [
        'activeUsers',
        'newUsers',
        'newUsersRentals',
        'newUsersRides',
        'staffLifeCycle',
        'userCohorts',
        'walletAddition',
        'walletUsage',
      ],
      rides: ['ratings', 'rides'],
    });
    expect(SERVER_SERIES.size).toBe(20);
    // The analytics export reads the gathered series: a known one is held to its query's gate, an unknown one is named.
    const analytics = SERVER_EXPORTS.get('analytics')!;
    const nobody = { role: null, now: new Date(), viewer: { _id: 'u', role: null } };
    expect(analytics.readFilters({ series: 'nope' }, nobody)).toEqual({
      ok: false,
      error: 'Unknown analytics series: nope',
    });
    expect(() =>
      analytics.readFilters(
        {
          series: 'vehicleCounter',
          startDate: '2026-11-01',
          endDate: '2026-11-30',
          type: 'DAYS',
          status: 'on',
        },
        nobody,
      ),
    ).toThrow();
  });

  it('refuses an analytics series registered twice', () => {
    const series = SERVER_SERIES.get('summary')!;
    expect(() =>
      exportableSeriesOf([
        { name: 'a', exportableSeries: { summary: series } },
        { name: 'b', exportableSeries: { summary: series } },
      ]),
    ).toThrow('analytics series registered twice: summary');
  });
});
