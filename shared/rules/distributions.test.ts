import { describe, expect, it } from 'vitest';
import { DISTRIBUTION_MESSAGES, distributionProblem, neighbourhoodsOf } from './distributions';

const point = {
  lat: 30.04,
  lng: 31.23,
  pointName: 'Tahrir',
  neighborhood: 'Downtown',
  vehiclesToDistribute: 4,
};

describe('distributionProblem', () => {
  it.each([
    ['one good point', [point], null],
    ['no points', [], DISTRIBUTION_MESSAGES.noPoints],
    ['a blank name', [point, { ...point, pointName: '  ' }], DISTRIBUTION_MESSAGES.pointName(2)],
    ['negative vehicles', [{ ...point, vehiclesToDistribute: -1 }], DISTRIBUTION_MESSAGES.vehicles(1)],
    ['fractional vehicles', [{ ...point, vehiclesToDistribute: 1.5 }], DISTRIBUTION_MESSAGES.vehicles(1)],
    ['a latitude beyond 90', [{ ...point, lat: 91 }], DISTRIBUTION_MESSAGES.coordinates(1)],
    ['NaN longitude', [{ ...point, lng: Number.NaN }], DISTRIBUTION_MESSAGES.coordinates(1)],
  ] as const)('%s', (_label, points, expected) => {
    expect(distributionProblem(points)).toBe(expected);
  });
});

describe('neighbourhoodsOf', () => {
  it('lists the distinct neighbourhoods of one area, sorted, without blanks', () => {
    const points = [
      { areaName: 'Maadi', neighborhood: 'Maadi South' },
      { areaName: 'Maadi', neighborhood: 'Maadi North' },
      { areaName: 'Maadi', neighborhood: 'Maadi South' },
      { areaName: 'Maadi', neighborhood: ' ' },
      { areaName: 'Zamalek', neighborhood: 'Zamalek West' },
    ];
    expect(neighbourhoodsOf(points, 'Maadi')).toEqual(['Maadi North', 'Maadi South']);
    expect(neighbourhoodsOf(points, 'Dokki')).toEqual([]);
  });
});
