import { describe, expect, it } from 'vitest';
import { DISPLAYED_DATA, layersFor, opsFencesShown } from './mapLayers';

const role = (permissions: Record<string, Record<string, boolean>>) => ({ level: 5, permissions });

describe('map layers', () => {
  it.each([
    ['level 0 gets every offered layer', { level: 0, permissions: {} }, DISPLAYED_DATA, [...DISPLAYED_DATA]],
    [
      'no permissions: no scooters, no staff',
      role({}),
      DISPLAYED_DATA,
      ['Distributions', 'Areas', 'Rides', 'Ops Fences'],
    ],
    [
      'the vehicles page brings scooters',
      role({ vehicles: { VIEW_PAGE: true } }),
      ['Scooters', 'Areas'] as const,
      ['Scooters', 'Areas'],
    ],
    [
      'the on-ground team brings staff',
      role({ onGroundTeam: { VIEW_PAGE: true } }),
      ['User Ops Location'] as const,
      ['User Ops Location'],
    ],
    [
      'only offered layers, in the spec order',
      { level: 0, permissions: {} },
      ['Areas', 'Distributions'] as const,
      ['Distributions', 'Areas'],
    ],
  ])('%s', (_label, r, offered, expected) => {
    expect(layersFor(r, offered)).toEqual(expected);
  });

  it.each([
    ['shown when selected', role({}), ['Ops Fences'] as const, true],
    ['hidden when not selected', role({}), [] as const, false],
    [
      'always shown with OPS_FENCE_ALWAYS_VISIBLE',
      role({ areas: { OPS_FENCE_ALWAYS_VISIBLE: true } }),
      [] as const,
      true,
    ],
  ])('ops fences %s', (_label, r, selected, expected) => {
    expect(opsFencesShown(r, selected)).toBe(expected);
  });
});
