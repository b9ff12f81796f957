import fs from 'node:fs/promises';
import os from 'node:os';
import { coalesceAlerts, NOTIFICATION_BURST_MS, type RaisedAlert } from '../shared/rules/alerts';
import { AlertCooldown, alertPreferencesOf, deliveryOf } from '../shared/rules/alertPolicy';
import { alertStep, type AlertEventIn } from '../shared/rules/alertStream';
import { can, type RolePermissions } from '../shared/rules/permissions/can';
import { gate } from '../shared/rules/permissions/catalogue';
import { runAlertSweep } from '../server/src/domains/alerts/sweep';
import { theftIncidents } from '../server/src/domains/alerts/tables';
import type { Clock } from '../server/src/platform/deps';
import { openDatabase } from '../server/src/platform/db/client';
import { migrate } from '../server/src/platform/db/migrate';
import type { EventBus } from '../server/src/platform/realtime/eventBus';
import { roles } from '../server/src/platform/session/tables';
import { seedDemoData } from '../server/src/compose/seed';
import { areasStep } from '../server/src/compose/seed/steps/areas';
import { ridersStep } from '../server/src/compose/seed/steps/riders';
import { staffStep } from '../server/src/compose/seed/steps/staff';
import { vehiclesStep } from '../server/src/compose/seed/steps/vehicles';
import { FleetSimulator } from '../server/src/compose/simulator';
import { THEFT_CHANCE_PER_TICK } from '../server/src/compose/simulator/thefts';
import { RecordedTruth } from '../server/src/compose/simulator/truth';
import { vehicles } from '../server/src/domains/vehicles/tables';
import { depsOver } from '../server/src/domains/wallet/testFixtures';

/**
 * Issue 23 item 2: the theft detector measured against the simulator's truth, and the soak
 * figure of item 1 (OS notifications per hour per role). The demo seed's fleet steps (areas,
 * staff, vehicles, riders; no history) at BENCH_THEFT_SCALE
 * (4 = 2,000 vehicles) on PGlite, the fleet simulator and the alert watcher on a simulated
 * clock: each tick steps the clock BENCH_THEFT_TICK_S (60) seconds, plays a tick of
 * BENCH_THEFT_VEHICLES_PER_TICK (67) vehicles and sweeps, for BENCH_THEFT_HOURS (8) simulated
 * hours, as fast as the machine goes. A carried vehicle reports at every tick (a device in
 * motion does); the theft rate per simulated hour is the demo's (THEFT_CHANCE_PER_TICK per 5 s).
 *
 * Truth: the vehicles a thief really carried (simulator/thefts), the field team's lifts
 * (simulator/fieldLift) and the GPS noise of every parked fix (simulator/gpsJitter).
 * A detection is a MOVED_WHILE_LOCKED incident; it is right when the vehicle was carried
 * since the watch anchored it (a carry at most BENCH_THEFT_MATCH_MIN before the incident).
 */

const SCALE = Number(process.env.BENCH_THEFT_SCALE ?? 4);
const HOURS = Number(process.env.BENCH_THEFT_HOURS ?? 8);
const TICK_S = Number(process.env.BENCH_THEFT_TICK_S ?? 60);
/** 67 of 2,000 vehicles a minute: a parked device reports every 30 minutes, as IoT boxes on battery saving do. */
const VEHICLES_PER_TICK = Number(process.env.BENCH_THEFT_VEHICLES_PER_TICK ?? 67);
const MATCH_MIN = Number(process.env.BENCH_THEFT_MATCH_MIN ?? 30);
const PROGRESS = process.env.BENCH_THEFT_PROGRESS;

class StepClock implements Clock {
  constructor(public at: number) {}
  now(): Date {
    return new Date(this.at);
  }
}

const ALERT_EVENTS = new Set([
  'URGENT_VEHICLE',
  'DEL_URGENT_VEHICLE',
  'OUT_OF_FENCE_VEHICLE',
  'NEW_STOLEN_ALERT',
  'REMOVE_STOLEN_ALERT',
]);

/** Keeps the live alert events with their simulated time; everything else is dropped. */
class AlertTap implements EventBus {
  readonly alerts: Array<{ at: number; input: AlertEventIn }> = [];
  constructor(private readonly clock: Clock) {}
  toTopic(_topic: string, event: string, payload: unknown): void {
    // The watcher's payloads carry the fields AlertEventIn reads (shared/realtime/alertEvents).
    if (ALERT_EVENTS.has(event))
      this.alerts.push({ at: this.clock.now().getTime(), input: { event, payload } as AlertEventIn });
  }
  toUser(): void {}
  toCode(): void {}
  disconnectSession(): void {}
  disconnectUser(): void {}
  disconnectAddress(): void {}
  refreshAccess(): void {}
}

interface RoleRow {
  name: string;
  level: number;
  permissions: RolePermissions;
}

/** OS notifications one user of this role would have had, by the renderer's rules (alertPolicy, alertStream, coalesceAlerts). */
function osNotificationsFor(
  role: RoleRow,
  stream: AlertTap['alerts'],
): { notifications: number; byKind: Record<string, number> } {
  const preferences = alertPreferencesOf(role, {});
  const hears = {
    urgent: can(role, gate('home.VIEW_URGENT_VEHICLES')),
    outOfFence: can(role, gate('home.VIEW_URGENT_VEHICLES')),
    stolen: can(role, gate('vehicles.VIEW_PAGE')),
  };
  const cooldown = new AlertCooldown();
  const byKind: Record<string, number> = {};
  let notifications = 0;
  let burst: RaisedAlert[] = [];
  let burstStart = -Infinity;
  const flush = () => {
    for (const notification of coalesceAlerts(burst)) {
      notifications += 1;
      byKind[notification.title] = (byKind[notification.title] ?? 0) + 1;
    }
    burst = [];
  };
  for (const { at, input } of stream) {
    if (at - burstStart >= NOTIFICATION_BURST_MS) {
      flush();
      burstStart = at;
    }
    const step = alertStep(input);
    for (const cleared of step.clear) cooldown.clear(cleared.kind, cleared.code);
    const alert = step.raise;
    if (!alert || !hears[alert.kind]) continue;
    // On shift all day: the agent's case is the strict one (off shift they get none).
    const delivery = deliveryOf(role, preferences[alert.kind], {
      notificationsOn: true,
      toastsMuted: false,
      onShift: true,
    });
    if (delivery.os && cooldown.admit(alert.kind, alert.code, at)) burst.push(alert);
  }
  flush();
  return { notifications, byKind };
}

export async function theftDetection(): Promise<Record<string, unknown>> {
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const seedStart = Date.now();
  const startAt = Date.now();
  // The fleet, its areas, staff and riders: what the simulator plays with (the history steps take minutes and play no part).
  await seedDemoData(handle.db, {
    scale: SCALE,
    dataDir: os.tmpdir(),
    now: new Date(startAt),
    log: () => undefined,
    steps: [areasStep, staffStep, vehiclesStep, ridersStep],
  });
  const seedMs = Date.now() - seedStart;
  // Counted in JS on purpose: the benchmark reads whole (small) tables rather than bring its own SQL builder.
  const stolenCount = async () =>
    (await handle.db.select({ stolen: vehicles.stolenAlert }).from(vehicles)).filter((row) => row.stolen)
      .length;
  const fleet = (await handle.db.select({ id: vehicles.id }).from(vehicles)).length;

  const clock = new StepClock(startAt);
  const tap = new AlertTap(clock);
  const deps = { ...depsOver(handle, clock), events: tap };
  const truth = new RecordedTruth();
  const simulator = new FleetSimulator(
    deps,
    {
      tickMs: TICK_S * 1000,
      vehiclesPerTick: VEHICLES_PER_TICK,
      theftChance: Math.min(1, THEFT_CHANCE_PER_TICK * (TICK_S / 5)),
      maxRideStartsPerTick: Math.max(5, Math.round(VEHICLES_PER_TICK / 12)),
    },
    truth,
  );
  const start = clock.at;
  // The watcher's first look reads the whole fleet (it starts from nothing).
  await runAlertSweep(deps, new Date(0));
  const stolenAtStart = await stolenCount();
  const wallStart = Date.now();
  const ticks = Math.round((HOURS * 3600) / TICK_S);
  let lastLog = Date.now();
  for (let tick = 0; tick < ticks; tick += 1) {
    const since = clock.now();
    clock.at += TICK_S * 1000;
    await simulator.tick();
    await runAlertSweep(deps, since);
    if (PROGRESS && (tick + 1) % Math.round(3600 / TICK_S) === 0)
      await fs.writeFile(PROGRESS, JSON.stringify(await measure(clock.at), null, 2));
    if (Date.now() - lastLog > 30_000) {
      lastLog = Date.now();
      process.stderr.write(
        `theftDetection: ${((tick * TICK_S) / 3600).toFixed(2)} simulated h of ${HOURS}, carries ${truth.carries.length}, wall ${Math.round((Date.now() - wallStart) / 1000)} s\n`,
      );
    }
  }
  const report = await measure(clock.at);
  simulator.stop();
  await handle.close();
  return report;

  /** The figures so far (also written every simulated hour to BENCH_THEFT_PROGRESS, if set). */
  async function measure(endAt: number): Promise<Record<string, unknown>> {
    const wallS = (Date.now() - wallStart) / 1000;

    const allIncidents = await handle.db.select().from(theftIncidents);
    const incidents = allIncidents.filter((incident) => incident.kind === 'MOVED_WHILE_LOCKED');
    const carriesOf = new Map<string, number[]>();
    for (const carry of truth.carries)
      carriesOf.set(carry.vehicleId, [...(carriesOf.get(carry.vehicleId) ?? []), carry.at.getTime()]);
    const liftsOf = new Set(truth.lifts.map((lift) => lift.vehicleId));
    const matched = new Set<string>();
    let truePositives = 0;
    const falsePositives: Array<{ code: string; lifted: boolean }> = [];
    for (const incident of incidents) {
      const raised = incident.raisedAt.getTime();
      const carry = (carriesOf.get(incident.vehicleId) ?? []).find(
        (at) =>
          at <= raised && raised - at <= MATCH_MIN * 60_000 && !matched.has(`${incident.vehicleId}:${at}`),
      );
      if (carry === undefined) {
        falsePositives.push({ code: incident.code, lifted: liftsOf.has(incident.vehicleId) });
        continue;
      }
      matched.add(`${incident.vehicleId}:${carry}`);
      truePositives += 1;
    }
    // A carry that began in the last two ticks had no second look yet: not counted either way.
    const end = endAt;
    const countable = truth.carries.filter((carry) => end - carry.at.getTime() > 2 * TICK_S * 1000);
    const missed = countable.filter(
      (carry) => !matched.has(`${carry.vehicleId}:${carry.at.getTime()}`),
    ).length;
    const precision = incidents.length === 0 ? 1 : truePositives / incidents.length;
    const recall = countable.length === 0 ? 1 : (countable.length - missed) / countable.length;

    const stolenNow = await stolenCount();
    const stolenRaised = tap.alerts.filter((entry) => entry.input.event === 'NEW_STOLEN_ALERT').length;
    const outsideFence = allIncidents.filter((incident) => incident.kind === 'OUTSIDE_FENCE').length;

    const roleRows = (await handle.db
      .select({ name: roles.name, level: roles.level, permissions: roles.permissions })
      .from(roles)) as RoleRow[];
    const simulatedHours = (end - start) / 3_600_000;
    const osPerHourByRole = Object.fromEntries(
      roleRows.map((role) => {
        const { notifications, byKind } = osNotificationsFor(role, tap.alerts);
        return [
          role.name,
          { perHour: Math.round((notifications / simulatedHours) * 10) / 10, total: notifications, byKind },
        ];
      }),
    );

    return {
      name: 'theftDetection: the theft detector against the simulator truth, and OS notifications per hour per role (issue 23)',
      settings: {
        seedScale: SCALE,
        fleet,
        simulatedHours: Math.round(simulatedHours * 100) / 100,
        tickS: TICK_S,
        vehiclesPerTick: VEHICLES_PER_TICK,
        ticks,
        matchMinutes: MATCH_MIN,
        seedMs,
        wallMinutes: Math.round((wallS / 60) * 10) / 10,
        loadAverage1m: os.loadavg()[0],
      },
      truth: {
        carries: truth.carries.length,
        carriesCounted: countable.length,
        fieldLifts: truth.lifts.length,
        gpsFixes: truth.jitterFixes,
        gpsFixesBeyond: truth.jitterBeyond,
      },
      detector: {
        incidents: incidents.length,
        truePositives,
        falsePositives: falsePositives.length,
        falsePositivesAfterALift: falsePositives.filter((fp) => fp.lifted).length,
        missed,
        precision: Math.round(precision * 1000) / 1000,
        recall: Math.round(recall * 1000) / 1000,
      },
      stolen: {
        atStart: stolenAtStart,
        raisedDuringRun: stolenRaised,
        atEnd: stolenNow,
        shareOfFleetAtEnd: Math.round((stolenNow / Math.max(1, fleet)) * 10_000) / 100,
        outsideFenceIncidentsNotStolen: outsideFence,
      },
      osNotificationsPerHourByRole: osPerHourByRole,
      goal: 'precision ≥ 0.95 and recall ≥ 0.95; stolen raised ≈ real carries (+ scans of carried vehicles)',
      met: precision >= 0.95 && recall >= 0.95,
    };
  }
}
