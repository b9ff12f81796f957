import { describe, expect, it } from 'vitest';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { accessOf } from '../platform/graphql/gates';
import { loadTypeDefs } from '../platform/graphql/schema';
import { SERVER_SERIES } from './modules';

const EXPORTABLE_SERIES = Object.fromEntries(SERVER_SERIES);

/** The exportable series registry: each one exports what its query shows, behind that query's gate. */
describe('exportable analytics series', () => {
  const schema = makeExecutableSchema({ typeDefs: loadTypeDefs() });
  const queries = schema.getQueryType()!.toConfig().fields;

  it.each(Object.entries(EXPORTABLE_SERIES))('%s has its query’s gate', (_name, entry) => {
    const field = queries[entry.query];
    expect(field, `${entry.query} is not a query`).toBeDefined();
    expect(accessOf(schema, field!)).toEqual({ kind: 'gate', gate: entry.gate });
  });

  it.each(Object.entries(EXPORTABLE_SERIES))(
    '%s refuses missing and unknown arguments in words',
    (_name, entry) => {
      const missing = entry.prepare({ endDate: '2026-11-30', type: 'DAYS' });
      expect(missing).toEqual({ ok: false, error: "Filter 'startDate': Please select start date!" });
      const unknown = entry.prepare({
        startDate: '2026-11-01',
        endDate: '2026-11-30',
        type: 'DAYS',
        colour: 'red',
      });
      expect(unknown.ok).toBe(false);
      const badUnit = entry.prepare({ startDate: '2026-11-01', endDate: '2026-11-30', type: 'YEARS' });
      expect(!badUnit.ok && badUnit.error).toBe(
        "Filter 'type': Data resolution must be DAYS, WEEKS or MONTH",
      );
    },
  );

  it('names an unknown argument', () => {
    const unknown = EXPORTABLE_SERIES.vehicleCounter!.prepare({
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      type: 'DAYS',
      status: 'on',
      colour: 'red',
    });
    expect(unknown).toEqual({ ok: false, error: 'Unknown filter: colour' });
  });

  it('finds only its own names (no prototype keys)', () => {
    expect(SERVER_SERIES.get('vehicleCounter')).toBeDefined();
    expect(SERVER_SERIES.get('toString')).toBeUndefined();
    expect(SERVER_SERIES.get('nope')).toBeUndefined();
  });
});
