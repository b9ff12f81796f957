import { sql } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { Clock } from '../../../../platform/deps';
import { queryRows, type Db } from '../../../../platform/db/client';
import { emitNow } from '../../../../platform/db/outbox';
import type { EventBus } from '../../../../platform/realtime/eventBus';
import { fenceStatus } from '../../fence';
import type { TimedTelemetry } from '../../../../platform/integrations/vehicleGateway/mqtt/deviceMessages';
import type { FleetDirectory, KnownVehicle } from './fleetDirectory';

interface Reading {
  code: string;
  vehicle: KnownVehicle;
  telemetry: TimedTelemetry;
}

interface Written {
  id: string;
  code: string;
  lat: number;
  long: number;
  last_update: string | Date;
  lock_status: string;
  was_lock_status: string;
}

/** A batch is written at once past this many vehicles, whatever the timer says. */
const MAX_BATCH = 1_000;
/** At most this many vehicles in one statement (a backlog is written in several). */
const MAX_ROWS = 5_000;

/**
 * Telemetry into the vehicles table in batches: the newest reading per vehicle is kept
 * until the next flush, then one UPDATE writes them all (a reading older than the stored
 * one is skipped, since QoS 0 and several API processes do not keep order). The written
 * rows are what the alert watcher reads (updated_at) and what the live map is told.
 *
 * One write at a time: readings arriving meanwhile gather (the newest per vehicle) for the
 * next. Queued fixed-size batches instead fell behind under a burst (profiled: the API idle,
 * each 1,000-row statement waiting for the one before, positions a second and a half late),
 * where gathering lets a backlog collapse to one row per vehicle.
 */
export class TelemetryWriter {
  private pending = new Map<string, Reading>();
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  /** When the last batch was taken: what gathered during its write has waited since about then. */
  private takenAt = 0;

  constructor(
    private readonly options: {
      db: Db;
      events: EventBus;
      clock: Clock;
      directory: FleetDirectory;
      batchMs: number;
      onError: (error: unknown) => void;
      /** Rows written by one batch (metrics). */
      onWritten?: (count: number) => void;
    },
  ) {}

  add(reading: Reading): void {
    const held = this.pending.get(reading.code);
    if (!held || held.telemetry.at <= reading.telemetry.at) this.pending.set(reading.code, reading);
    // A write in flight takes up what gathered when it ends (drain).
    if (this.writing) return;
    if (this.pending.size >= MAX_BATCH) this.startWriting();
    else this.timer ??= setTimeout(() => this.startWriting(), this.options.batchMs);
  }

  /** Writes everything held now; resolves when it (and any write before it) is done. */
  async flush(): Promise<void> {
    while (this.writing || this.pending.size > 0) {
      if (!this.writing) this.startWriting();
      await this.writing;
    }
  }

  private startWriting(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.writing = this.drain().finally(() => {
      this.writing = null;
      // Fewer than a batch gathered during the last write: they wait out the rest of batchMs, counted
      // from the last batch (the write was part of their wait; a full batchMs more cost a burst's tail).
      if (this.pending.size > 0)
        this.timer ??= setTimeout(
          () => this.startWriting(),
          Math.max(0, this.takenAt + this.options.batchMs - Date.now()),
        );
    });
  }

  /** One batch, then more while a full batch has gathered meanwhile. */
  private async drain(): Promise<void> {
    do {
      const batch = this.take();
      if (batch.length > 0) await this.write(batch).catch(this.options.onError);
    } while (this.pending.size >= MAX_BATCH);
  }

  private take(): Reading[] {
    this.takenAt = Date.now();
    if (this.pending.size <= MAX_ROWS) {
      const all = [...this.pending.values()];
      this.pending = new Map();
      return all;
    }
    const some: Reading[] = [];
    for (const [code, reading] of this.pending) {
      if (some.length === MAX_ROWS) break;
      some.push(reading);
      this.pending.delete(code);
    }
    return some;
  }

  private async write(batch: Reading[]): Promise<void> {
    const { db, events, clock, directory } = this.options;
    const now = clock.now();
    const areas = await directory.areas();
    // In id order: two API processes writing overlapping batches then lock rows in the same order (no deadlock).
    batch.sort((a, b) => (a.vehicle.id < b.vehicle.id ? -1 : a.vehicle.id > b.vehicle.id ? 1 : 0));
    const rows = batch.map(({ vehicle, telemetry }) => {
      const fences = fenceStatus(
        [telemetry.lat, telemetry.lng],
        vehicle.areaId ? (areas.get(vehicle.areaId) ?? null) : null,
      );
      return [
        vehicle.id,
        telemetry.lat,
        telemetry.lng,
        Math.round(telemetry.battery),
        telemetry.locked ? 'locked' : 'unlocked',
        telemetry.iot === 'on' ? 'ready' : 'off',
        fences.isOutOfFence,
        fences.inOpsFence,
        telemetry.ts,
      ];
    });
    // One parameter for the whole batch (a JSON array of rows), not nine per vehicle: binding
    // 9,000 parameters through drizzle and the driver cost more than the update itself.
    // The old lock state comes from the statement's snapshot (the second vehicles): a change is announced once.
    const written = await queryRows<Written>(
      db,
      sql`UPDATE vehicles v SET lat = t.lat, long = t.lng, real_battery_value = t.battery, lock_status = t.lock_status, iot_status = t.iot_status,
            is_out_of_fence = t.out_of_fence, in_ops_fence = t.in_ops_fence, last_update = t.ts, updated_at = ${now.toISOString()}::timestamptz
          FROM (SELECT r->>0 AS id, (r->>1)::float8 AS lat, (r->>2)::float8 AS lng, (r->>3)::int AS battery, r->>4 AS lock_status, r->>5 AS iot_status,
                       (r->>6)::boolean AS out_of_fence, (r->>7)::boolean AS in_ops_fence, (r->>8)::timestamptz AS ts
                FROM json_array_elements(${JSON.stringify(rows)}::json) AS r) AS t
          JOIN vehicles old ON old.id = t.id
          WHERE v.id = t.id AND (v.last_update IS NULL OR v.last_update <= t.ts)
          RETURNING v.id, v.code, v.lat, v.long, v.last_update, v.lock_status, old.lock_status AS was_lock_status`,
    );
    emitNow(events, (out) => {
      for (const row of written) {
        const lastUpdate = new Date(row.last_update).toISOString();
        out.toCode(REALTIME_EVENTS.SCOOTER_COORDINATES, row.code, {
          _id: row.id,
          code: row.code,
          lat: row.lat,
          long: row.long,
          lastUpdate,
        });
        if (row.lock_status !== row.was_lock_status)
          out.toTopic(REALTIME_EVENTS.VEHICLE_LOCK_STATUS, {
            _id: row.id,
            code: row.code,
            lockStatus: row.lock_status,
          });
      }
    });
    this.options.onWritten?.(written.length);
  }

  async close(): Promise<void> {
    await this.flush();
  }
}
