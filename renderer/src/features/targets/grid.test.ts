import { describe, expect, it } from 'vitest';
import { editCell, gridRows, gridTotals, isDirty, saveValues, type ServerRow } from './grid';

const saved: ServerRow = {
  area: { _id: 'a1', name: 'Zamalek' },
  assigned: 40,
  operatingCap: 80,
  ratio: 2.5,
  totalRPV: 45.5,
  activeRatio: 0.8,
  urgentRatio: 0.1,
  riders: 300,
  newUsers: 60,
  awaitngInspectionMinutesAverage: 45,
  ratingsAboveOrEqualFourPercentage: 85,
  lostREVSPercentage: 5,
};
const other: ServerRow = { ...saved, area: { _id: 'a2', name: 'Maadi' }, assigned: 10 };

describe('the targets grid', () => {
  it('derives the figures of 02 §5 from what is saved', () => {
    const [row] = gridRows([saved], {}, 30);
    expect(row!.derived).toEqual({
      operating: 32,
      ratioTargetComms: 2.63,
      rides: 2400,
      totalREV: 43680,
      active: 32,
      urgent: 4,
    });
    expect(row!.changed.size).toBe(0);
  });

  it('recomputes them as a cell is typed, and marks the row unsaved', () => {
    const edits = editCell({}, 'a1', 'assigned', 50);
    const rows = gridRows([saved, other], edits, 30);
    // operating 80 × 50 / 100 = 40; rides 2.5 × 40 × 30 = 3000.
    expect(rows[0]!.derived).toMatchObject({ operating: 40, rides: 3000 });
    expect([...rows[0]!.changed]).toEqual(['assigned']);
    expect(isDirty(rows)).toBe(true);
  });

  it('typing the saved value back is not a change', () => {
    const edits = editCell(editCell({}, 'a1', 'ratio', 3), 'a1', 'ratio', 2.5);
    expect(isDirty(gridRows([saved], edits, 30))).toBe(false);
  });

  it('an emptied cell counts as 0 in the derived figures and is refused on save in words', () => {
    const rows = gridRows([saved], editCell({}, 'a1', 'ratio', null), 30);
    expect(rows[0]!.derived.rides).toBe(0);
    expect(saveValues(rows).check).toEqual({ ok: false, message: 'Ratio must be a number from 0 to 1000' });
  });

  it('sends only the changed rows', () => {
    const rows = gridRows([saved, other], editCell({}, 'a2', 'ratio', 3), 31);
    const { values, check } = saveValues(rows);
    expect(check.ok).toBe(true);
    expect(JSON.parse(values)).toEqual([{ ...other, area: 'a2', ratio: 3 }]);
  });

  it('totals the counts and the derived month figures', () => {
    expect(gridTotals(gridRows([saved, other], {}, 30))).toEqual({
      assigned: 50,
      operating: 40,
      rides: 3000,
      totalREV: 54600,
      riders: 600,
      newUsers: 120,
    });
  });
});

describe('the month in the address', async () => {
  const { readMonth, monthParam } = await import('./month');
  const today = new Date(2026, 10, 23);
  it.each([
    ['2026-03', { year: 2026, month: 3 }],
    [null, { year: 2026, month: 11 }],
    ['2026-13', { year: 2026, month: 11 }],
    ['March', { year: 2026, month: 11 }],
  ] as const)('%s reads as %o', (param, expected) => {
    expect(readMonth(param, today)).toEqual(expected);
  });
  it('writes YYYY-MM', () => {
    expect(monthParam({ year: 2026, month: 3 })).toBe('2026-03');
  });
});
