import { describe, expect, it } from 'vitest';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { sheetInLanguage } from './sheetLanguage';
import type { ExportField } from './types';

interface Row {
  name: string;
  refunded: boolean;
}

const SPEC: ExportModuleSpec = {
  module: 'bills',
  title: 'Bills',
  permissions: [],
  fields: [
    { key: 'user', label: 'User' },
    { key: 'isRefunded', label: 'Refunded' },
  ],
  dateFilter: 'date',
  rangeLabel: 'Bill date between',
};

const FIELDS: ReadonlyArray<ExportField<Row>> = [
  { key: 'user', header: 'User', value: (row) => row.name },
  { key: 'isRefunded', header: 'Refunded', words: true, value: (row) => (row.refunded ? 'Yes' : 'No') },
];

// A rider named 'Yes' (user text) beside a yes/no field (the app's word).
const ROW: Row = { name: 'Yes', refunded: true };

describe("a sheet in the requester's language (issue 28 items 1 and 4)", () => {
  it('writes headers, title and the words fields in Arabic, user text as it is', () => {
    const sheet = sheetInLanguage(SPEC, { title: 'Bills', fields: FIELDS }, 'ar');
    expect(sheet.title).toBe('الفواتير');
    expect(sheet.fields.map((field) => field.value(ROW))).toEqual(['Yes', 'نعم']);
    expect(sheet.fields[1]!.header).not.toBe('Refunded');
  });

  it('leaves an English sheet exactly as the module wrote it', () => {
    const sheet = sheetInLanguage(SPEC, { title: 'Bills', fields: FIELDS }, 'en');
    expect(sheet.fields.map((field) => field.value(ROW))).toEqual(['Yes', 'Yes']);
    expect(sheet.fields.map((field) => field.header)).toEqual(['User', 'Refunded']);
  });
});
