/**
 * The limit bench/mqttIngest.ts compares the API with: a bare `mqtt` subscriber in a process of
 * its own, counting what the broker delivers and doing nothing else with it. Requests (IPC,
 * bench/mqttChild.ts): listen (subscribe to a filter and start counting), count (what has
 * arrived, with the times of the first and the last message).
 */
import mqtt from 'mqtt';
import { serveBenchRequests } from './mqttChild';

const BROKER = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const client = await mqtt.connectAsync(BROKER, {
  protocolVersion: 5,
  clientId: `bench-bare-${process.pid}`,
  reconnectPeriod: 0,
});
let received = 0;
let first = 0;
let last = 0;
client.on('message', () => {
  received += 1;
  last = Date.now();
  first ||= last;
});

serveBenchRequests(async (message) => {
  if (message.kind === 'listen') {
    await client.subscribeAsync(String(message.filter), { qos: 0 });
    return { listening: true };
  }
  if (message.kind === 'count') return { received, first, last };
  throw new Error(`unknown request ${String(message.kind)}`);
});
