import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import mqtt, { type IClientOptions, type MqttClient } from 'mqtt';
import type { Logger } from 'pino';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type { Clock } from '../../../../platform/deps';
import type { Db } from '../../../../platform/db/client';
import { emitNow } from '../../../../platform/db/outbox';
import type { EventBus } from '../../../../platform/realtime/eventBus';
import { vehicles } from '../../tables';
import { announceEffect, effectOf } from '../commandEffects';
import {
  NO_ANSWER,
  recordOutcome,
  recordSent,
} from '../../../../platform/integrations/vehicleGateway/commandLog';
import {
  vehicleCommands,
  type VehicleCommand,
} from '../../../../platform/integrations/vehicleGateway/commandsTable';
import type {
  CommandContext,
  CommandReceipt,
  GatewayCases,
  VehicleGateway,
} from '../../../../platform/integrations/vehicleGateway/VehicleGateway';
import type { MqttGatewayConfig } from '../../../../platform/integrations/vehicleGateway/mqtt/config';
import {
  parseDeviceMessage,
  parseTelemetry,
  type Ack,
  type CommandMessage,
  type DeviceState,
  type DropReason,
  type InboundChannel,
  type InboundMessage,
  type TimedTelemetry,
} from '../../../../platform/integrations/vehicleGateway/mqtt/deviceMessages';
import { droppedLog } from './droppedLog';
import { FleetDirectory, type KnownVehicle } from './fleetDirectory';
import { TelemetryWriter } from './telemetryWriter';
import {
  parseTopic,
  sharedSubscription,
  topicOf,
} from '../../../../platform/integrations/vehicleGateway/mqtt/topics';

/** Where the gateway reports what it accepted and what it refused (/metrics). */
export interface DeviceMessageObserver {
  accepted(channel: InboundChannel): void;
  dropped(reason: DropReason): void;
  /** Vehicle rows written from telemetry (several readings of one vehicle in a batch make one). */
  written?(rows: number): void;
}

export interface MqttGatewayOptions {
  config: MqttGatewayConfig;
  db: Db;
  events: EventBus;
  clock: Clock;
  log: Logger;
  observer?: DeviceMessageObserver;
}

interface OutgoingCommand {
  topic: string;
  body: string;
  commandId: string;
}

const REFUSED_BY_DEVICE = 'The vehicle refused the command';

/** The broker's answer to a connect attempt, at most this long, before the API goes on without it (it keeps trying). */
const FIRST_CONNECT_WAIT_MS = 5_000;

/**
 * The vehicle gateway over MQTT 5 (docs/vehicle-protocol.md). Telemetry, state and acks
 * arrive through shared subscriptions, so with several API processes each message is
 * handled by one of them; every payload is parsed at the edge and refused before it can
 * reach the database. Commands are recorded as sent, then published at QoS 1 with the
 * record's id; the ack settles the record, and the stored deadline times it out in
 * whichever process ticks (tasks/scheduler.ts) if no ack comes, across restarts. This
 * process also times out its own commands at the deadline, so an answer is prompt.
 */
export class MqttVehicleGateway implements VehicleGateway {
  readonly name = 'mqtt';
  private client: MqttClient | null = null;
  private readonly directory: FleetDirectory;
  private readonly telemetry: TelemetryWriter;
  private readonly dropped: ReturnType<typeof droppedLog>;
  private readonly deadlines = new Map<
    string,
    { timer: NodeJS.Timeout; done: () => void; message: OutgoingCommand }
  >();
  private readonly waiting = new Map<string, Promise<void>>();
  private readonly handling = new Set<Promise<void>>();
  private readonly ordered = new Map<string, Promise<void>>();
  private cases: GatewayCases | null = null;
  private closed = false;
  private subscribed: Promise<void> = Promise.resolve();
  /** Subscribed on the current connection: commands may go out. */
  private live = false;
  /** Commands accepted while the broker was away, published once it is back and we listen again. */
  private readonly held: OutgoingCommand[] = [];

  constructor(private readonly options: MqttGatewayOptions) {
    this.directory = new FleetDirectory(options.db, options.clock);
    this.telemetry = new TelemetryWriter({
      db: options.db,
      events: options.events,
      clock: options.clock,
      directory: this.directory,
      batchMs: options.config.batchMs,
      onError: (error) => options.log.error({ err: error }, 'vehicle gateway: telemetry batch not written'),
      onWritten: (rows) => options.observer?.written?.(rows),
    });
    this.dropped = droppedLog(options.log);
  }

  /** Connects, subscribes, and starts handling device messages. */
  async start(cases: GatewayCases): Promise<void> {
    if (this.client) return;
    this.cases = cases;
    await this.directory.load();
    const { config, log } = this.options;
    const client = mqtt.connect(config.url, this.clientOptions());
    this.client = client;
    client.on('message', (topic, payload) => this.receive(topic, payload));
    client.on('error', (error) => log.warn({ err: error }, 'vehicle gateway: broker connection error'));
    client.on('offline', () => log.warn('vehicle gateway: broker unreachable, reconnecting'));
    client.on('close', () => (this.live = false));
    // A clean session (no MQTT_CLIENT_ID) has no subscriptions after a reconnect: made again every time,
    // and commands held meanwhile go out only then, so no ack can arrive before we listen for it.
    // An ack a device sent while we were away from a fresh session had no listener and is gone:
    // every command still waiting is sent again (devices answer a repeated id with the same ack,
    // docs/vehicle-protocol.md), so a broker restart loses no answer.
    client.on('connect', (connack) => {
      const resumed = connack.sessionPresent;
      this.subscribed = resumed ? Promise.resolve() : this.subscribe(client);
      this.subscribed.then(
        () => {
          this.live = true;
          const held = this.held.splice(0);
          // Held commands wait for their answer too: after a fresh session they are among those sent again.
          for (const command of resumed
            ? held
            : [...this.deadlines.values()].map((deadline) => deadline.message))
            this.publishCommand(command);
        },
        (error: unknown) => log.error({ err: error }, 'vehicle gateway: subscribing failed'),
      );
    });
    const connected = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), FIRST_CONNECT_WAIT_MS);
      client.once('connect', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!connected)
      log.error({ url: config.url }, 'vehicle gateway: no broker yet; commands are held until it answers');
    else await this.subscribed;
  }

  private async subscribe(client: MqttClient): Promise<void> {
    const prefix = this.options.config.topicPrefix;
    await client.subscribeAsync({
      [sharedSubscription(prefix, 'telemetry')]: { qos: 0 },
      [sharedSubscription(prefix, 'state')]: { qos: 1 },
      [sharedSubscription(prefix, 'acks')]: { qos: 1 },
    });
  }

  private publishCommand(command: OutgoingCommand): void {
    if (!this.live || !this.client) {
      this.held.push(command);
      return;
    }
    // Not awaited: a connection lost in flight leaves it in the client's store, sent again on reconnect.
    this.client.publish(command.topic, command.body, { qos: 1 }, (error) => {
      if (error)
        this.options.log.error(
          { err: error, commandId: command.commandId },
          'vehicle gateway: command not delivered to the broker',
        );
    });
  }

  private clientOptions(): IClientOptions {
    const { config } = this.options;
    const stable = config.clientId !== null;
    return {
      protocolVersion: 5,
      clientId: config.clientId ?? `ops-api-${randomBytes(6).toString('hex')}`,
      // A named process keeps its session for an hour: acks sent while it restarts wait for it.
      clean: !stable,
      properties: stable ? { sessionExpiryInterval: 3600 } : {},
      reconnectPeriod: 1_000,
      connectTimeout: FIRST_CONNECT_WAIT_MS,
      ...(config.username !== null ? { username: config.username } : {}),
      ...(config.password !== null ? { password: config.password } : {}),
      ...(config.tls.ca !== null ? { ca: config.tls.ca } : {}),
      ...(config.tls.cert !== null ? { cert: config.tls.cert } : {}),
      ...(config.tls.key !== null ? { key: config.tls.key } : {}),
    };
  }

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

  private async send(
    ctx: CommandContext,
    command: VehicleCommand,
    params: Record<string, unknown>,
  ): Promise<CommandReceipt> {
    const { db, clock, config } = this.options;
    const at = clock.now();
    const ackDeadline = new Date(at.getTime() + config.ackTimeoutMs);
    const commandId = await recordSent(db, { ...ctx, command, params, gateway: this.name, at, ackDeadline });
    if (this.closed || !this.client) {
      const error = 'Gateway closed';
      await recordOutcome(db, commandId, { status: 'failed', error, at: clock.now() });
      return { commandId, command, status: 'failed', error };
    }
    const message: CommandMessage = { id: commandId, command, args: params, ts: at.toISOString() };
    const outgoing = {
      topic: topicOf(config.topicPrefix, ctx.code, 'commands'),
      body: JSON.stringify(message),
      commandId,
    };
    this.armDeadline(outgoing, config.ackTimeoutMs);
    this.publishCommand(outgoing);
    return { commandId, command, status: 'sent', error: null };
  }

  private armDeadline(message: OutgoingCommand, ms: number): void {
    const { db, clock, log } = this.options;
    const { commandId } = message;
    let done: () => void = () => undefined;
    this.waiting.set(
      commandId,
      new Promise<void>((resolve) => (done = resolve)).finally(() => this.waiting.delete(commandId)),
    );
    const timer = setTimeout(() => {
      recordOutcome(db, commandId, { status: 'timed_out', error: NO_ANSWER, at: clock.now() })
        .catch((error: unknown) =>
          log.error({ err: error, commandId }, 'vehicle gateway: time-out not recorded'),
        )
        .finally(() => this.settleLocally(commandId));
    }, ms);
    this.deadlines.set(commandId, { timer, done, message });
  }

  private settleLocally(commandId: string): void {
    const deadline = this.deadlines.get(commandId);
    if (!deadline) return;
    clearTimeout(deadline.timer);
    this.deadlines.delete(commandId);
    deadline.done();
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) =>
        this.options.log.error({ err: error }, 'vehicle gateway: device message handling failed'),
      )
      .finally(() => this.handling.delete(tracked));
    this.handling.add(tracked);
  }

  /**
   * One device's state changes and acks are handled in the order they arrived (the broker
   * keeps it per topic at QoS 1): an ack and its replay, or offline and online, must not race.
   */
  private inOrder(topic: string, work: () => Promise<void>): Promise<void> {
    const before = this.ordered.get(topic) ?? Promise.resolve();
    const next = before.then(work, work);
    const tail = next.catch(() => undefined);
    this.ordered.set(topic, tail);
    void tail.then(() => {
      if (this.ordered.get(topic) === tail) this.ordered.delete(topic);
    });
    return next;
  }

  private drop(reason: DropReason, topic: string, detail: string): void {
    this.options.observer?.dropped(reason);
    this.dropped(reason, { topic, detail });
  }

  private receive(topic: string, payload: Buffer): void {
    const route = parseTopic(this.options.config.topicPrefix, topic);
    if (!route || route.channel === 'commands') return this.drop('malformed', topic, 'not a device topic');
    const { code, channel } = route;
    if (channel === 'telemetry') return this.receiveTelemetry(code, topic, payload);
    this.track(
      this.inOrder(topic, () =>
        channel === 'state' ? this.receiveState(code, topic, payload) : this.receiveAck(code, topic, payload),
      ),
    );
  }

  /**
   * Telemetry, thousands a second, needs no order (the newest reading wins in the writer) and
   * is handled at once, without a promise, when the vehicle is in memory (profiled: the
   * promises per message were a large part of the gateway's cost).
   */
  private receiveTelemetry(code: string, topic: string, payload: Buffer): void {
    const parsed = parseTelemetry(payload, this.options.clock.now().getTime());
    if (!parsed.ok) return this.drop(parsed.reason, topic, parsed.detail);
    const known = this.directory.known(code);
    if (known) return this.acceptTelemetry(code, known, parsed.value);
    this.track(
      this.directory.vehicle(code).then((vehicle) => {
        if (vehicle) this.acceptTelemetry(code, vehicle, parsed.value);
        else this.drop('unknown_vehicle', topic, code);
      }),
    );
  }

  private acceptTelemetry(code: string, vehicle: KnownVehicle, telemetry: TimedTelemetry): void {
    this.telemetry.add({ code, vehicle, telemetry });
    this.options.observer?.accepted('telemetry');
  }

  private async receiveState(code: string, topic: string, payload: Buffer): Promise<void> {
    const admitted = await this.admit('state', code, topic, payload);
    if (!admitted) return;
    await this.changeState(admitted.vehicle.id, code, admitted.value);
    this.options.observer?.accepted('state');
  }

  private async receiveAck(code: string, topic: string, payload: Buffer): Promise<void> {
    const admitted = await this.admit('acks', code, topic, payload);
    if (!admitted) return;
    if (!(await this.acknowledge(code, admitted.value)))
      return this.drop('replayed_ack', topic, admitted.value.id);
    this.options.observer?.accepted('acks');
  }

  /** The edge: a payload of the protocol from a vehicle of ours, or a counted, logged refusal. */
  private async admit<C extends InboundChannel>(
    channel: C,
    code: string,
    topic: string,
    payload: Buffer,
  ): Promise<{ value: InboundMessage<C>; vehicle: KnownVehicle } | null> {
    const parsed = parseDeviceMessage(channel, payload, this.options.clock.now());
    if (!parsed.ok) {
      this.drop(parsed.reason, topic, parsed.detail);
      return null;
    }
    const vehicle = await this.directory.vehicle(code);
    if (!vehicle) {
      this.drop('unknown_vehicle', topic, code);
      return null;
    }
    return { value: parsed.value, vehicle };
  }

  /** Settles the command an ack names; false when there is nothing (any more) to settle. */
  private async acknowledge(code: string, ack: Ack): Promise<boolean> {
    const { db, events, clock } = this.options;
    const [command] = await db.select().from(vehicleCommands).where(eq(vehicleCommands.id, ack.id)).limit(1);
    // Another vehicle's id is treated as a replay too: a device answers for itself only.
    if (!command || command.status !== 'sent' || command.code !== code) return false;
    const now = clock.now();
    if (!ack.ok) {
      const settled = await recordOutcome(db, ack.id, {
        status: 'failed',
        error: ack.error ?? REFUSED_BY_DEVICE,
        at: now,
      });
      this.settleLocally(ack.id);
      return settled;
    }
    const updated = await db.transaction(async (tx) => {
      if (!(await recordOutcome(tx, ack.id, { status: 'acknowledged', at: now }))) return null;
      const [row] = await tx
        .update(vehicles)
        .set(effectOf(command.command, command.params, now))
        .where(eq(vehicles.id, command.vehicleId))
        .returning();
      return row ?? null;
    });
    this.settleLocally(ack.id);
    if (updated) announceEffect(events, command.command, updated, now);
    return updated !== null;
  }

  /** Online and offline (the last will): the vehicle's IoT state and the IoT off case. */
  private async changeState(vehicleId: string, code: string, state: DeviceState): Promise<void> {
    const { db, events, clock } = this.options;
    const now = clock.now();
    const [before] = await db
      .select({ iotStatus: vehicles.iotStatus, lockStatus: vehicles.lockStatus })
      .from(vehicles)
      .where(eq(vehicles.id, vehicleId))
      .limit(1);
    if (!before) return;
    const iotStatus = !state.online || state.iot === 'off' ? 'off' : 'ready';
    const lockStatus = state.locked === undefined ? before.lockStatus : state.locked ? 'locked' : 'unlocked';
    await db
      .update(vehicles)
      .set({
        iotStatus,
        lockStatus,
        ...(state.battery !== undefined ? { realBatteryValue: Math.round(state.battery) } : {}),
        ...(state.online && state.ts ? { lastUpdate: new Date(state.ts) } : {}),
        updatedAt: now,
      })
      .where(eq(vehicles.id, vehicleId));
    if (lockStatus !== before.lockStatus)
      emitNow(events, (out) =>
        out.toTopic(REALTIME_EVENTS.VEHICLE_LOCK_STATUS, { _id: vehicleId, code, lockStatus }),
      );
    if (iotStatus === 'off') await this.cases?.raise(vehicleId, 'IOT_OFF');
    else if (before.iotStatus === 'off') await this.cases?.clear(vehicleId, 'IOT_OFF');
  }

  /** Telemetry held for the next batch is written now (tests, benchmarks, shutdown). */
  async flush(): Promise<void> {
    while (this.handling.size > 0) await Promise.allSettled([...this.handling]);
    await this.telemetry.flush();
  }

  async idle(): Promise<void> {
    while (this.waiting.size > 0 || this.handling.size > 0)
      await Promise.allSettled([...this.waiting.values(), ...this.handling]);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    // Commands still waiting keep their stored deadline: the scheduler of any process times them out.
    for (const id of [...this.deadlines.keys()]) this.settleLocally(id);
    await this.client?.endAsync().catch(() => undefined);
    await this.flush();
    this.directory.close();
  }
}
