import { vehicleGatewayConfig } from '../../../platform/integrations/vehicleGateway/mqtt/config';
import { DEFAULT_BEHAVIOUR, type DeviceBehaviour } from './behaviour';

export interface FleetOptions {
  url: string;
  topicPrefix: string;
  username: string | null;
  password: string | null;
  /** FLEET_SIZE: how many vehicles of the database connect as devices. */
  size: number;
  seed: number;
  behaviour: DeviceBehaviour;
  /** FLEET_CONNECT_PER_SECOND: connections opened per second at start, so a big fleet does not storm the broker. */
  connectPerSecond: number;
}

function positive(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a number above 0, not ${value}`);
  return n;
}

/** `npm run fleet` reads the broker settings the API reads (MQTT_URL, MQTT_TOPIC_PREFIX, ...) and FLEET_*. */
export function fleetOptions(env: NodeJS.ProcessEnv): FleetOptions {
  const gateway = vehicleGatewayConfig({ ...env, VEHICLE_GATEWAY: 'mqtt' });
  if (gateway.kind !== 'mqtt') throw new Error('unreachable: the mqtt settings were asked for');
  return {
    url: gateway.url,
    topicPrefix: gateway.topicPrefix,
    username: gateway.username,
    password: gateway.password,
    size: Math.floor(positive('FLEET_SIZE', env.FLEET_SIZE, 200)),
    seed: Math.floor(positive('FLEET_SEED', env.FLEET_SEED, 20_261_128)),
    connectPerSecond: positive('FLEET_CONNECT_PER_SECOND', env.FLEET_CONNECT_PER_SECOND, 200),
    behaviour: {
      ...DEFAULT_BEHAVIOUR,
      reportEveryMs: positive('FLEET_REPORT_MS', env.FLEET_REPORT_MS, DEFAULT_BEHAVIOUR.reportEveryMs),
    },
  };
}
