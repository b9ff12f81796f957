import { describe, expect, it } from 'vitest';
import { STOLEN_VIEW_TITLE } from '@ops/shared/rules/vehicleKind';
import { pageScope } from './pageKind';

describe('pageScope', () => {
  it('asks for the page’s kind, titled by it', () => {
    const inArea: { area?: string; stolenAlert?: boolean } = { area: 'a1' };
    expect(pageScope(inArea, 'bike')).toEqual({ filters: { area: 'a1', kind: 'bike' }, title: 'Bikes' });
    expect(pageScope({}, 'scooter')).toEqual({ filters: { kind: 'scooter' }, title: 'Scooters' });
  });
  it('the lost/stolen view (the top bar badge counts bikes too) covers every kind', () => {
    expect(pageScope({ stolenAlert: true }, 'scooter')).toEqual({
      filters: { stolenAlert: true },
      title: STOLEN_VIEW_TITLE,
    });
    expect(pageScope({ stolenAlert: false }, 'scooter').filters.kind).toBe('scooter');
  });
});
