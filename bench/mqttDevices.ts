/**
 * bench/mqttIngest.ts's command phase: vehicles as docs/vehicle-protocol.md has them, each on
 * its own connection with its own session, in a process of their own (the fleet simulator's
 * devices, server/src/compose/simulator/devices, with no lost, late or refused acks and no
 * spells offline: what is measured is the round trip, and any ack lost is the system's).
 * Requests (IPC, bench/mqttChild.ts): connect { prefix, codes }.
 */
import { SimulatedDevice } from '../server/src/compose/simulator/devices/simulatedDevice';
import { DEFAULT_BEHAVIOUR } from '../server/src/compose/simulator/devices/behaviour';
import { serveBenchRequests } from './mqttChild';

const BROKER = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const perfect = {
  ...DEFAULT_BEHAVIOUR,
  reportEveryMs: 3_600_000,
  lostAckChance: 0,
  lateAckChance: 0,
  refuseChance: 0,
  offlineChance: 0,
  ackDelayMs: 0,
};
const devices: SimulatedDevice[] = [];
let errors = 0;

serveBenchRequests(
  async (message) => {
    if (message.kind !== 'connect') throw new Error(`unknown request ${String(message.kind)}`);
    const codes = message.codes as string[];
    const link = { url: BROKER, topicPrefix: String(message.prefix), onError: () => void (errors += 1) };
    const started = Date.now();
    for (const [i, code] of codes.entries()) {
      const device = new SimulatedDevice(
        { code, lat: 30.05, lng: 31.23, battery: 80, locked: false },
        link,
        perfect,
        i,
      );
      await device.connect();
      devices.push(device);
    }
    return { connected: devices.length, ms: Date.now() - started, errors };
  },
  () => Promise.allSettled(devices.map((device) => device.stop())),
);
