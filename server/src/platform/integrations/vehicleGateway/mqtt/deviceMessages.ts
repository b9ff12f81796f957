import { z } from 'zod';
import { VEHICLE_COMMANDS } from '../commandsTable';

/**
 * The device protocol's payloads (docs/vehicle-protocol.md), parsed at the edge before
 * anything else looks at them: a device (or a broker anyone can publish to) is as
 * untrusted as a renderer. Unknown fields are ignored, since the protocol lets devices add
 * fields; known ones must have their type and range.
 */

/** Egypt's bounding box with a small margin: a reading outside it is a broken or spoofed fix. */
export const EGYPT = { minLat: 21.7, maxLat: 31.8, minLng: 24.6, maxLng: 37.1 } as const;
/** Clocks drift: a reading this far ahead of ours is still believed. */
export const FUTURE_TOLERANCE_MS = 30_000;

const isoTime = z.iso.datetime({ offset: true });
const iot = z.enum(['on', 'off']);

const telemetry = z.object({
  lat: z.number(),
  lng: z.number(),
  speed: z.number().min(0).max(120),
  battery: z.number().min(0).max(100),
  locked: z.boolean(),
  iot,
  odometer: z.number().min(0),
  ts: isoTime,
});

const state = z
  .object({
    online: z.boolean(),
    locked: z.boolean().optional(),
    iot: iot.optional(),
    battery: z.number().min(0).max(100).optional(),
    ts: isoTime.optional(),
  })
  .refine(
    (value) =>
      value.ts !== undefined ||
      (value.locked === undefined && value.iot === undefined && value.battery === undefined),
    {
      message: 'ts is required with locked, iot or battery',
    },
  );

const ack = z.object({
  id: z.string().min(1).max(64),
  ok: z.boolean(),
  error: z.string().max(200).optional(),
  ts: isoTime,
});

/** What the fleet process (and any device) receives; parsed there too. */
export const commandMessage = z.object({
  id: z.string().min(1).max(64),
  command: z.enum(VEHICLE_COMMANDS),
  args: z.record(z.string(), z.unknown()),
  ts: isoTime,
});

export type Telemetry = z.output<typeof telemetry>;
export type DeviceState = z.output<typeof state>;
export type Ack = z.output<typeof ack>;
export type CommandMessage = z.output<typeof commandMessage>;

export const deviceSchemas = { telemetry, state, acks: ack } as const;
export type InboundChannel = keyof typeof deviceSchemas;
export type InboundMessage<C extends InboundChannel> = z.output<(typeof deviceSchemas)[C]>;

export const DROP_REASONS = [
  'malformed',
  'unknown_vehicle',
  'outside_egypt',
  'future_timestamp',
  'replayed_ack',
] as const;
export type DropReason = (typeof DROP_REASONS)[number];

export type Parsed<T> = { ok: true; value: T } | { ok: false; reason: DropReason; detail: string };

/** JSON, shape, Egypt and clock checks of one inbound payload (the vehicle code is checked by the caller). */
export function parseDeviceMessage<C extends InboundChannel>(
  channel: C,
  payload: Buffer,
  now: Date,
): Parsed<InboundMessage<C>> {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed', detail: 'not JSON' };
  }
  return checkDeviceMessage(channel, json, now.getTime());
}

/** The checks of parseDeviceMessage on a payload already read as JSON. */
export function checkDeviceMessage<C extends InboundChannel>(
  channel: C,
  json: unknown,
  now: number,
): Parsed<InboundMessage<C>> {
  const parsed = deviceSchemas[channel].safeParse(json);
  if (!parsed.success)
    return {
      ok: false,
      reason: 'malformed',
      detail: parsed.error.issues
        .map((issue) => `${issue.path.join('.') || '(payload)'}: ${issue.message}`)
        .join('; '),
    };
  const value = parsed.data as InboundMessage<C>;
  if ('lat' in value && !insideEgypt(value.lat, value.lng))
    return { ok: false, reason: 'outside_egypt', detail: `${value.lat},${value.lng}` };
  const ts = 'ts' in value ? value.ts : undefined;
  if (ts !== undefined && Date.parse(ts) > now + FUTURE_TOLERANCE_MS)
    return { ok: false, reason: 'future_timestamp', detail: ts };
  return { ok: true, value };
}

export function insideEgypt(lat: number, lng: number): boolean {
  return lat >= EGYPT.minLat && lat <= EGYPT.maxLat && lng >= EGYPT.minLng && lng <= EGYPT.maxLng;
}

/** A reading with its time read once (milliseconds), for the newest-wins comparisons downstream. */
export type TimedTelemetry = Telemetry & { at: number };

/** The schema's answer (and its detail) for what the quick checks did not pass. */
function bySchema(json: unknown, now: number): Parsed<TimedTelemetry> {
  const checked = checkDeviceMessage('telemetry', json, now);
  return checked.ok ? { ok: true, value: { ...checked.value, at: Date.parse(checked.value.ts) } } : checked;
}

const ISO_TIME = z.regexes.datetime({ offset: true });
const num = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && value >= min && value <= max;

/**
 * parseDeviceMessage('telemetry', …) without zod, for the one channel that arrives thousands of
 * times a second (profiled: the schema walk and its issue objects were the gateway's largest
 * cost). Same rules, same reasons; deviceMessages.test.ts holds the two to each other. A payload
 * this refuses goes through the schema for its detail, so the log line reads the same.
 */
export function parseTelemetry(payload: Buffer, now: number): Parsed<TimedTelemetry> {
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed', detail: 'not JSON' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return bySchema(json, now);
  const { lat, lng, speed, battery, locked, iot: on, odometer, ts } = json as Record<string, unknown>;
  if (
    !num(lat, -Infinity, Infinity) ||
    !num(lng, -Infinity, Infinity) ||
    !num(speed, 0, 120) ||
    !num(battery, 0, 100) ||
    typeof locked !== 'boolean' ||
    (on !== 'on' && on !== 'off') ||
    !num(odometer, 0, Infinity) ||
    typeof ts !== 'string' ||
    !ISO_TIME.test(ts)
  ) {
    return bySchema(json, now);
  }
  if (!insideEgypt(lat, lng)) return { ok: false, reason: 'outside_egypt', detail: `${lat},${lng}` };
  const at = Date.parse(ts);
  if (at > now + FUTURE_TOLERANCE_MS) return { ok: false, reason: 'future_timestamp', detail: ts };
  return { ok: true, value: { lat, lng, speed, battery, locked, iot: on, odometer, ts, at } };
}
