import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ExportFieldSpec, ExportModuleSpec } from '@ops/shared/exports/exportModule';
import { STOLEN_VIEW_TITLE, VEHICLE_KIND_TITLES } from '@ops/shared/rules/vehicleKind';
import { EXPORT_LABELS_AR, EXPORT_RANGE_LABELS_AR, EXPORT_TITLES_AR } from '@ops/shared/i18n/exportLabels.ar';

const EXPORTS_DIR = path.resolve(import.meta.dirname, '../../../../shared/exports');

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const isField = (value: unknown): value is ExportFieldSpec =>
  isRecord(value) && typeof value.key === 'string' && typeof value.label === 'string';
const isSpec = (value: unknown): value is ExportModuleSpec =>
  isRecord(value) &&
  typeof value.module === 'string' &&
  typeof value.title === 'string' &&
  Array.isArray(value.fields) &&
  value.fields.every(isField);

/**
 * Every export module's spec and field list, read from every *ExportFields.ts file (a new file
 * is checked without being listed here): exported specs, records of specs (one per page), and
 * exported field lists.
 */
async function everyExport(): Promise<{ specs: ExportModuleSpec[]; fields: ExportFieldSpec[] }> {
  const specs: ExportModuleSpec[] = [];
  const fields: ExportFieldSpec[] = [];
  for (const file of fs.readdirSync(EXPORTS_DIR).filter((name) => name.endsWith('ExportFields.ts'))) {
    const exported = (await import(path.join(EXPORTS_DIR, file))) as Record<string, unknown>;
    for (const value of Object.values(exported)) {
      if (isSpec(value)) specs.push(value);
      else if (Array.isArray(value) && value.length > 0 && value.every(isField)) fields.push(...value);
      else if (isRecord(value) && !Array.isArray(value)) specs.push(...Object.values(value).filter(isSpec));
    }
  }
  return { specs, fields: [...fields, ...specs.flatMap((spec) => spec.fields)] };
}

const missing = (texts: Iterable<string>, catalogue: Readonly<Record<string, string>>) =>
  [...new Set(texts)].filter((text) => !Object.hasOwn(catalogue, text)).sort();

describe('the Arabic export catalogue covers every shared export (issue 28 item 1)', () => {
  it('has an Arabic text for every label of every export module', async () => {
    const { specs, fields } = await everyExport();
    // Guards the reading itself: the 40-odd shared specs and their ~290 distinct labels.
    expect(specs.length).toBeGreaterThan(40);
    expect(new Set(fields.map((f) => f.label)).size).toBeGreaterThan(250);
    expect(
      missing(
        fields.map((f) => f.label),
        EXPORT_LABELS_AR,
      ),
    ).toEqual([]);
  });

  it('has an Arabic title for every module and every per-page title, and an Arabic range label', async () => {
    const { specs } = await everyExport();
    expect(
      missing(
        [...specs.map((s) => s.title), ...Object.values(VEHICLE_KIND_TITLES), STOLEN_VIEW_TITLE],
        EXPORT_TITLES_AR,
      ),
    ).toEqual([]);
    expect(
      missing(
        specs.map((s) => s.rangeLabel).filter((label) => label !== ''),
        EXPORT_RANGE_LABELS_AR,
      ),
    ).toEqual([]);
  });

  it('gives distinct fields of one module distinct Arabic labels (two checkboxes never read the same)', async () => {
    const { specs } = await everyExport();
    const clashes = specs.flatMap((spec) => {
      const byArabic = new Map<string, Set<string>>();
      for (const { label } of spec.fields) {
        const arabic = EXPORT_LABELS_AR[label] ?? label;
        byArabic.set(arabic, (byArabic.get(arabic) ?? new Set()).add(label));
      }
      return [...byArabic]
        .filter(([, english]) => english.size > 1)
        .map(([arabic, english]) => `${spec.module}: ${[...english].join(' / ')} -> ${arabic}`);
    });
    expect(clashes).toEqual([]);
  });
});
