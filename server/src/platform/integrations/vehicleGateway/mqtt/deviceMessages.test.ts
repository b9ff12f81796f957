import { describe, expect, it } from 'vitest';
import { FUTURE_TOLERANCE_MS, parseDeviceMessage, parseTelemetry } from './deviceMessages';

/**
 * The quick telemetry check (parseTelemetry, the hot path) must refuse exactly what the
 * protocol's schema refuses, for the same reason, and accept the same readings.
 */
const now = Date.parse('2026-11-29T05:00:00.000Z');
const good = {
  lat: 30.0612,
  lng: 31.2417,
  speed: 12.5,
  battery: 57,
  locked: false,
  iot: 'on',
  odometer: 1200,
  ts: '2026-11-29T04:59:58.123Z',
};

const cases: Array<[string, unknown]> = [
  ['a good reading', good],
  ['a good reading with fields the protocol may add later', { ...good, heading: 90, firmware: '1.2.3' }],
  ['an offset time', { ...good, ts: '2026-11-29T06:59:58+02:00' }],
  [
    'locked, iot off, at the limits',
    { ...good, locked: true, iot: 'off', speed: 0, battery: 100, odometer: 0 },
  ],
  ['speed above 120', { ...good, speed: 121 }],
  ['negative speed', { ...good, speed: -1 }],
  ['battery as text', { ...good, battery: 'full' }],
  ['battery above 100', { ...good, battery: 100.5 }],
  ['locked as text', { ...good, locked: 'yes' }],
  ['iot unknown', { ...good, iot: 'maybe' }],
  ['odometer negative', { ...good, odometer: -5 }],
  ['lat missing', { ...good, lat: undefined }],
  ['lng as text', { ...good, lng: '31.2' }],
  ['ts not a time', { ...good, ts: 'yesterday' }],
  ['ts without a zone', { ...good, ts: '2026-11-29T04:59:58' }],
  ['ts as a number', { ...good, ts: now }],
  ['ts on a day that does not exist', { ...good, ts: '2026-02-30T04:59:58Z' }],
  ['outside Egypt', { ...good, lat: 48.85, lng: 2.35 }],
  ['far in the future', { ...good, ts: new Date(now + 10 * 60_000).toISOString() }],
  [
    'just within the clock tolerance',
    { ...good, ts: new Date(now + FUTURE_TOLERANCE_MS - 1000).toISOString() },
  ],
  ['an array', [1, 2, 3]],
  ['null', null],
  ['a number', 42],
  ['a string', 'hello'],
  ['an empty object', {}],
];

describe('parseTelemetry', () => {
  it.each(cases)('answers as the schema does: %s', (_name, body) => {
    const payload = Buffer.from(JSON.stringify(body));
    const quick = parseTelemetry(payload, now);
    const schema = parseDeviceMessage('telemetry', payload, new Date(now));
    expect(quick.ok).toBe(schema.ok);
    if (quick.ok && schema.ok) {
      expect(quick.value).toEqual({ ...schema.value, at: Date.parse(schema.value.ts) });
    } else if (!quick.ok && !schema.ok) {
      expect([quick.reason, quick.detail]).toEqual([schema.reason, schema.detail]);
    }
  });

  it('refuses what is not JSON as malformed', () => {
    expect(parseTelemetry(Buffer.from('{"lat": 30.1, "lng": '), now)).toEqual({
      ok: false,
      reason: 'malformed',
      detail: 'not JSON',
    });
  });

  it('keeps only the protocol fields of a reading', () => {
    const parsed = parseTelemetry(Buffer.from(JSON.stringify({ ...good, extra: { deep: true } })), now);
    expect(parsed.ok && Object.keys(parsed.value).sort()).toEqual([
      'at',
      'battery',
      'iot',
      'lat',
      'lng',
      'locked',
      'odometer',
      'speed',
      'ts',
    ]);
  });
});
