import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Clock } from '../../../platform/deps';
import type { Db } from '../../../platform/db/client';
import type { EventBus } from '../../../platform/realtime/eventBus';
import { vehicles } from '../tables';
import { announceEffect, effectOf } from './commandEffects';
import {
  NO_ANSWER,
  recordOutcome,
  recordSent,
} from '../../../platform/integrations/vehicleGateway/commandLog';
import type { VehicleCommand } from '../../../platform/integrations/vehicleGateway/commandsTable';
import type {
  CommandContext,
  CommandReceipt,
  VehicleGateway,
} from '../../../platform/integrations/vehicleGateway/VehicleGateway';

export interface SimulatedGatewayOptions {
  db: Db;
  events: EventBus;
  clock: Clock;
  log: Logger;
  /** How long the simulated device takes to answer. */
  delayMs?: number;
  /**
   * How long we wait, after the device's usual answer time, for a device that never answers
   * (IoT off) before calling it timed out. The deadline is stored with the command, so the
   * scheduler times it out even if this process stops first.
   */
  ackTimeoutMs?: number;
  /** Share of commands the simulated provider refuses at send time (0..1). */
  failureRate?: number;
  /** [0, 1) source for failureRate; seeded by the simulator for repeatable runs. */
  random?: () => number;
}

export interface SettledCommand {
  commandId: string;
  command: VehicleCommand;
  vehicleId: string;
  code: string;
  status: 'acknowledged' | 'failed' | 'timed_out';
  params: Record<string, unknown>;
}

/**
 * SIMULATED vehicle IoT gateway: no radio, no vendor API. A command is recorded as sent,
 * then after a short delay the simulated device "answers" by changing the vehicle's own
 * row (lock_status, last_move_beep, speed_limit and speed_limit_until, last_update) and
 * the change is announced through the same realtime events a real feed would cause.
 * A vehicle whose IoT is off never answers, so its commands time out.
 */
export class SimulatedVehicleGateway implements VehicleGateway {
  readonly name = 'simulated';
  private readonly inFlight = new Set<Promise<void>>();
  private readonly timers = new Map<NodeJS.Timeout, () => void>();
  private readonly listeners = new Set<(settled: SettledCommand) => void>();
  private closed = false;

  constructor(private readonly options: SimulatedGatewayOptions) {}

  lock(ctx: CommandContext) {
    return this.send(ctx, 'lock', {});
  }
  unlock(ctx: CommandContext) {
    return this.send(ctx, 'unlock', {});
  }
  restart(ctx: CommandContext) {
    return this.send(ctx, 'restart', {});
  }
  ring(ctx: CommandContext) {
    return this.send(ctx, 'ring', {});
  }
  extunlock(ctx: CommandContext) {
    return this.send(ctx, 'extunlock', {});
  }
  setSpeedLimit(ctx: CommandContext, speed: number, until: Date) {
    return this.send(ctx, 'setSpeedLimit', { speed, until: until.toISOString() });
  }

  /** The fleet simulator reacts to answered commands (a lock clears "unlocked without ride"). */
  onSettled(listener: (settled: SettledCommand) => void): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const [timer, finish] of [...this.timers]) {
      clearTimeout(timer);
      finish();
    }
    await Promise.allSettled([...this.inFlight]);
  }

  private async send(
    ctx: CommandContext,
    command: VehicleCommand,
    params: Record<string, unknown>,
  ): Promise<CommandReceipt> {
    const { db, clock } = this.options;
    const at = clock.now();
    const ackDeadline = new Date(
      at.getTime() + (this.options.delayMs ?? 300) + (this.options.ackTimeoutMs ?? 2000),
    );
    const commandId = await recordSent(db, { ...ctx, command, params, gateway: this.name, at, ackDeadline });
    const random = this.options.random ?? Math.random;
    if (this.closed || random() < (this.options.failureRate ?? 0)) {
      const error = this.closed ? 'Gateway closed' : 'Simulated provider refused the command';
      await recordOutcome(db, commandId, { status: 'failed', error, at: clock.now() });
      this.notify({ commandId, command, vehicleId: ctx.vehicleId, code: ctx.code, status: 'failed', params });
      return { commandId, command, status: 'failed', error };
    }
    this.later(this.options.delayMs ?? 300, () => this.answer(commandId, command, ctx, params));
    return { commandId, command, status: 'sent', error: null };
  }

  private later(ms: number, work: () => Promise<void>): void {
    let release: () => void = () => undefined;
    const done = new Promise<void>((resolve) => (release = resolve));
    const finish = () => {
      this.inFlight.delete(done);
      this.timers.delete(timer);
      release();
    };
    const timer = setTimeout(() => {
      work()
        .catch((error: unknown) =>
          this.options.log.error({ err: error }, 'simulated vehicle gateway: command handling failed'),
        )
        .finally(finish);
    }, ms);
    this.inFlight.add(done);
    // close() clears the timer and must still release idle() waiters.
    this.timers.set(timer, finish);
  }

  private async answer(
    commandId: string,
    command: VehicleCommand,
    ctx: CommandContext,
    params: Record<string, unknown>,
  ): Promise<void> {
    const { db, clock } = this.options;
    const [vehicle] = await db.select().from(vehicles).where(eq(vehicles.id, ctx.vehicleId)).limit(1);
    if (!vehicle) {
      await recordOutcome(db, commandId, { status: 'failed', error: 'Unknown vehicle', at: clock.now() });
      this.notify({ commandId, command, vehicleId: ctx.vehicleId, code: ctx.code, status: 'failed', params });
      return;
    }
    if (vehicle.iotStatus === 'off') {
      // Nobody answers: wait out the acknowledgement window, then give up (the scheduler does the same from the stored deadline).
      this.later(this.options.ackTimeoutMs ?? 2000, async () => {
        if (await recordOutcome(db, commandId, { status: 'timed_out', error: NO_ANSWER, at: clock.now() })) {
          this.notify({
            commandId,
            command,
            vehicleId: ctx.vehicleId,
            code: ctx.code,
            status: 'timed_out',
            params,
          });
        }
      });
      return;
    }
    const now = clock.now();
    const change = effectOf(command, params, now);
    const [updated] = await db.transaction(async (tx) => {
      const rows = await tx.update(vehicles).set(change).where(eq(vehicles.id, ctx.vehicleId)).returning();
      await recordOutcome(tx, commandId, { status: 'acknowledged', at: now });
      return rows;
    });
    if (!updated) return;
    announceEffect(this.options.events, command, updated, now);
    this.notify({
      commandId,
      command,
      vehicleId: ctx.vehicleId,
      code: ctx.code,
      status: 'acknowledged',
      params,
    });
  }

  private notify(settled: SettledCommand): void {
    for (const listener of this.listeners) {
      try {
        listener(settled);
      } catch (error) {
        this.options.log.error({ err: error }, 'vehicle command listener failed');
      }
    }
  }
}
