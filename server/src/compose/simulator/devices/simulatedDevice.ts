import mqtt, { type MqttClient } from 'mqtt';
import { mulberry32 } from '@ops/shared/seededRandom';
import {
  commandMessage,
  type CommandMessage,
} from '../../../platform/integrations/vehicleGateway/mqtt/deviceMessages';
import { topicOf } from '../../../platform/integrations/vehicleGateway/mqtt/topics';
import { drain, stepWithin } from '../movement';
import { planAck, type DeviceBehaviour } from './behaviour';

export interface DeviceStart {
  code: string;
  lat: number;
  lng: number;
  battery: number;
  locked: boolean;
}

export interface DeviceLink {
  url: string;
  topicPrefix: string;
  username?: string;
  password?: string;
  onError(code: string, error: unknown): void;
}

/** Command ids remembered for duplicates (QoS 1 may deliver one twice); older ones fall out. */
const REMEMBERED_IDS = 200;
/** A command older than this is ignored: the server has given up on it (docs/vehicle-protocol.md). */
const STALE_COMMAND_MS = 60_000;

/**
 * One vehicle's IoT module on the broker, as docs/vehicle-protocol.md has it: its own
 * connection and last will, retained state on connect, telemetry every few seconds, and
 * commands answered once per id (with lost, late and refused acks, and spells offline).
 */
export class SimulatedDevice {
  private client: MqttClient | null = null;
  private timer: NodeJS.Timeout | null = null;
  private readonly random: () => number;
  private readonly answered = new Map<string, { ok: boolean }>();
  private odometer = 0;
  private stopped = false;
  private lat: number;
  private lng: number;
  private battery: number;
  private locked: boolean;

  constructor(
    private readonly start: DeviceStart,
    private readonly link: DeviceLink,
    private readonly behaviour: DeviceBehaviour,
    seed: number,
  ) {
    this.random = mulberry32(seed);
    this.lat = start.lat;
    this.lng = start.lng;
    this.battery = start.battery;
    this.locked = start.locked;
  }

  get code(): string {
    return this.start.code;
  }

  private topic(channel: 'telemetry' | 'state' | 'commands' | 'acks'): string {
    return topicOf(this.link.topicPrefix, this.code, channel);
  }

  async connect(): Promise<void> {
    const client = await mqtt.connectAsync(this.link.url, {
      protocolVersion: 5,
      clientId: `vehicle-${this.code}`,
      // Commands sent while the module is briefly away wait for it at the broker.
      clean: false,
      properties: { sessionExpiryInterval: 300 },
      keepalive: 30,
      reconnectPeriod: 0,
      ...(this.link.username ? { username: this.link.username } : {}),
      ...(this.link.password ? { password: this.link.password } : {}),
      will: {
        topic: this.topic('state'),
        payload: Buffer.from(JSON.stringify({ online: false })),
        qos: 1,
        retain: true,
      },
    });
    this.client = client;
    client.on('message', (_topic, payload) => this.onCommand(payload));
    client.on('error', (error) => this.link.onError(this.code, error));
    await client.subscribeAsync(this.topic('commands'), { qos: 1 });
    await this.publishState();
    this.schedule(this.behaviour.reportEveryMs * this.random());
  }

  private schedule(ms: number): void {
    this.timer = setTimeout(
      () => void this.report().catch((error: unknown) => this.link.onError(this.code, error)),
      ms,
    );
  }

  private async report(): Promise<void> {
    if (this.stopped) return;
    if (this.random() < this.behaviour.offlineChance) return this.dropOff();
    const moving = !this.locked;
    if (moving) {
      const before: [number, number] = [this.lat, this.lng];
      [this.lat, this.lng] = stepWithin(before, [], this.random);
      this.odometer += Math.round(Math.hypot(this.lat - before[0], this.lng - before[1]) * 111_000);
    }
    this.battery = drain(this.battery, moving, this.random);
    const telemetry = {
      lat: this.lat,
      lng: this.lng,
      speed: moving ? 10 + this.random() * 12 : 0,
      battery: this.battery,
      locked: this.locked,
      iot: 'on',
      odometer: this.odometer,
      ts: new Date().toISOString(),
    };
    await this.client?.publishAsync(this.topic('telemetry'), JSON.stringify(telemetry), { qos: 0 });
    this.schedule(this.behaviour.reportEveryMs);
  }

  private publishState(): Promise<unknown> | undefined {
    const state = {
      online: true,
      locked: this.locked,
      iot: 'on',
      battery: this.battery,
      ts: new Date().toISOString(),
    };
    return this.client?.publishAsync(this.topic('state'), JSON.stringify(state), { qos: 1, retain: true });
  }

  /** The link dies without a DISCONNECT: the broker publishes the will; the module comes back later. */
  private dropOff(): void {
    this.client?.stream.destroy();
    this.client?.end(true);
    this.client = null;
    this.timer = setTimeout(() => {
      if (!this.stopped) void this.connect().catch((error: unknown) => this.link.onError(this.code, error));
    }, this.behaviour.offlineMs);
  }

  private onCommand(payload: Buffer): void {
    let command: CommandMessage;
    try {
      command = commandMessage.parse(JSON.parse(payload.toString('utf8')));
    } catch (error) {
      this.link.onError(this.code, error);
      return;
    }
    const seen = this.answered.get(command.id);
    // A duplicate delivery: the same answer again, the command not done twice.
    if (seen) return void this.ack(command.id, seen.ok, 0);
    if (Date.now() - Date.parse(command.ts) > STALE_COMMAND_MS) return;
    const plan = planAck(this.behaviour, this.random);
    const ok = plan.kind === 'lost' || plan.ok;
    if (
      ok &&
      (command.command === 'lock' || command.command === 'unlock' || command.command === 'extunlock')
    ) {
      this.locked = command.command === 'lock';
      void this.publishState();
    }
    this.answered.set(command.id, { ok });
    if (this.answered.size > REMEMBERED_IDS) this.answered.delete(this.answered.keys().next().value!);
    if (plan.kind === 'ack') this.ack(command.id, plan.ok, plan.afterMs);
  }

  private ack(id: string, ok: boolean, afterMs: number): void {
    setTimeout(() => {
      const ack = ok
        ? { id, ok, ts: new Date().toISOString() }
        : { id, ok, error: 'Controller busy', ts: new Date().toISOString() };
      this.client?.publish(this.topic('acks'), JSON.stringify(ack), { qos: 1 });
    }, afterMs);
  }

  /** A clean stop: state offline (retained), then DISCONNECT, so no will is needed. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.client
      ?.publishAsync(this.topic('state'), JSON.stringify({ online: false }), { qos: 1, retain: true })
      .catch(() => undefined);
    await this.client?.endAsync().catch(() => undefined);
  }
}
