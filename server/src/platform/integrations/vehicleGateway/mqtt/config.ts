import fs from 'node:fs';

/** How the API reaches the broker (VEHICLE_GATEWAY=mqtt); docs/vehicle-protocol.md is the contract. */
export interface MqttGatewayConfig {
  kind: 'mqtt';
  /** MQTT_URL: mqtt://host:1883 or mqtts://host:8883; a user and password may sit in it. */
  url: string;
  /** MQTT_USERNAME / MQTT_PASSWORD: instead of (or over) the ones in the URL. */
  username: string | null;
  password: string | null;
  /** MQTT_CA_FILE, MQTT_CERT_FILE, MQTT_KEY_FILE: PEM files for mqtts:// (client certificates optional). */
  tls: { ca: string | null; cert: string | null; key: string | null };
  /** MQTT_TOPIC_PREFIX: every topic under it (e.g. "cairo/"); empty by default. */
  topicPrefix: string;
  /** MQTT_CLIENT_ID: a stable id keeps this process's broker session (queued acks) across restarts. */
  clientId: string | null;
  /** MQTT_ACK_TIMEOUT_MS: how long a command waits for its ack before it is timed out (10 s). */
  ackTimeoutMs: number;
  /** MQTT_BATCH_MS: how long telemetry gathers before one write to the database (250 ms). */
  batchMs: number;
}

export type VehicleGatewayConfig = { kind: 'simulated' } | MqttGatewayConfig;

function whole(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n <= 0)
    throw new Error(`${name} must be a whole number of milliseconds above 0, not ${value}`);
  return n;
}

function pemFile(name: string, value: string | undefined): string | null {
  if (!value) return null;
  try {
    return fs.readFileSync(value, 'utf8');
  } catch (error) {
    throw new Error(`${name} names ${value}, which cannot be read: ${(error as Error).message}`);
  }
}

/** VEHICLE_GATEWAY: simulated (the default, the embedded demo) or mqtt (MQTT_URL required). */
export function vehicleGatewayConfig(env: NodeJS.ProcessEnv): VehicleGatewayConfig {
  const kind = (env.VEHICLE_GATEWAY ?? '').trim() || 'simulated';
  if (kind === 'simulated') return { kind };
  if (kind !== 'mqtt') throw new Error(`VEHICLE_GATEWAY must be simulated or mqtt, not ${kind}`);
  const url = (env.MQTT_URL ?? '').trim();
  if (!/^mqtts?:\/\/[^/\s]+/i.test(url))
    throw new Error(
      `VEHICLE_GATEWAY=mqtt needs MQTT_URL, such as mqtt://127.0.0.1:1883 or mqtts://broker.example.com:8883${url ? `, not ${url}` : ''}`,
    );
  const prefix = (env.MQTT_TOPIC_PREFIX ?? '').trim();
  if (prefix !== '' && !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/$/.test(prefix))
    throw new Error(
      `MQTT_TOPIC_PREFIX must be topic levels ending in a slash, such as cairo/, not ${prefix}`,
    );
  return {
    kind,
    url,
    username: env.MQTT_USERNAME || null,
    password: env.MQTT_PASSWORD || null,
    tls: {
      ca: pemFile('MQTT_CA_FILE', env.MQTT_CA_FILE),
      cert: pemFile('MQTT_CERT_FILE', env.MQTT_CERT_FILE),
      key: pemFile('MQTT_KEY_FILE', env.MQTT_KEY_FILE),
    },
    topicPrefix: prefix,
    clientId: env.MQTT_CLIENT_ID || null,
    ackTimeoutMs: whole('MQTT_ACK_TIMEOUT_MS', env.MQTT_ACK_TIMEOUT_MS, 10_000),
    batchMs: whole('MQTT_BATCH_MS', env.MQTT_BATCH_MS, 250),
  };
}
