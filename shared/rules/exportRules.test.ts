import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES, canStartExport, validateExport } from './exportRules';

const d = (iso: string): Date => new Date(iso);
const base = {
  fields: ['name'],
  startDate: d('2026-01-01T00:00:00Z'),
  endDate: d('2026-02-01T00:00:00Z'),
  module: 'rides',
  canExportWithoutLimit: false,
};

describe('validateExport (02 §5, 03 §5)', () => {
  it.each([
    ['a valid export', base, null],
    [
      '"at least one field (\'Please select at least one field to export.\')"',
      { ...base, fields: [] },
      'Please select at least one field to export.',
    ],
    [
      'fields are needed even without a date limit',
      { ...base, fields: [], module: 'vehicles' },
      'Please select at least one field to export.',
    ],
    [
      '"both dates required": no start',
      { ...base, startDate: null },
      "Please specify start and end dates which shouldn't exceed 95 days",
    ],
    [
      '"both dates required": no end',
      { ...base, endDate: undefined },
      "Please specify start and end dates which shouldn't exceed 95 days",
    ],
    [
      '"start not after end (\'Start Date must be smaller than End Date\')"',
      { ...base, startDate: d('2026-02-02T00:00:00Z') },
      'Start Date must be smaller than End Date',
    ],
    ['the same day is fine', { ...base, endDate: d('2026-01-01T00:00:00Z') }, null],
    ['"range at most 95 days": exactly 95', { ...base, endDate: d('2026-04-06T00:00:00Z') }, null],
    ['95 days to the end of the last day', { ...base, endDate: d('2026-04-06T23:59:59.999Z') }, null],
    [
      '96 days',
      { ...base, endDate: d('2026-04-07T00:00:00Z') },
      "Please specify start and end dates which shouldn't exceed 95 days",
    ],
    [
      '"unless the user holds the export-without-limit permission"',
      { ...base, startDate: null, endDate: null, canExportWithoutLimit: true },
      null,
    ],
    [
      'export-without-limit: a long range',
      { ...base, endDate: d('2027-01-01T00:00:00Z'), canExportWithoutLimit: true },
      null,
    ],
    ['"does not apply to vehicles"', { ...base, module: 'vehicles', startDate: null }, null],
    ['"... promocodes"', { ...base, module: 'promocodes', endDate: d('2027-01-01T00:00:00Z') }, null],
    ['"... analytics export"', { ...base, module: 'analytics', startDate: null, endDate: null }, null],
    ['"... inventory items"', { ...base, module: 'inventoryItems', startDate: null }, null],
    [
      'bills are limited',
      { ...base, module: 'bills', startDate: null },
      "Please specify start and end dates which shouldn't exceed 95 days",
    ],
  ])('%s', (_rule, request, expected) => {
    expect(validateExport(request)).toBe(expected);
  });

  it('texts', () => {
    expect(EXPORT_MESSAGES).toEqual({
      noFields: 'Please select at least one field to export.',
      range: "Please specify start and end dates which shouldn't exceed 95 days",
      order: 'Start Date must be smaller than End Date',
    });
  });

  it.each([
    ['idle', true],
    ['Exporting', false],
    ['Exported', true],
    ['Failed', true],
  ] as const)('"a new export is ignored while one runs": %s', (status, expected) => {
    expect(canStartExport(status)).toBe(expected);
  });
});
