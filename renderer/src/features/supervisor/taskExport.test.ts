import { describe, expect, it } from 'vitest';
import { EMPTY_TASK_FILTERS } from './taskFilters';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import { exportDialogError, exportFilters, initialExportRange, taskExportFileName, taskExportRequest } from './taskExport';

describe('tasks export request', () => {
  it('posts the table filters, the fields and the day range to <server>/export', () => {
    const request = taskExportRequest(
      { serverUrl: 'http://ops.local', token: 'tok' },
      { ...EMPTY_TASK_FILTERS, status: 'NotResolved', startDate: new Date(2025, 4, 1, 15), endDate: new Date(2025, 4, 3, 9) },
      ['vehicleCode', 'status'],
      new Date(2025, 4, 3, 13, 5, 9),
    );
    expect(request.url).toBe('http://ops.local/export');
    expect(request.token).toBe('tok');
    expect(request.suggestedName).toBe('Tasks-20250503-130509.xlsx');
    const body = request.body as Record<string, unknown>;
    expect(body.module).toBe('tasks');
    expect(body.fields).toEqual(['vehicleCode', 'status']);
    expect(body.filters).toMatchObject({ status: 'NotResolved' });
    // Start of the first day to end of the last, as the table filters.
    expect(new Date(body.startDate as string).getTime()).toBe(new Date(2025, 4, 1).getTime());
    expect(new Date(body.endDate as string).getTime()).toBe(new Date(2025, 4, 3, 23, 59, 59, 999).getTime());
  });

  it('sends no dates when the table has none (the server then asks for them unless the role is unlimited)', () => {
    const body = taskExportRequest({ serverUrl: '', token: 't' }, EMPTY_TASK_FILTERS, ['type'], new Date()).body as Record<string, unknown>;
    expect(body.startDate).toBeUndefined();
    expect(body.endDate).toBeUndefined();
  });

  it('pads the timestamp in the file name', () => {
    expect(taskExportFileName(new Date(2025, 0, 2, 3, 4, 5))).toBe('Tasks-20250102-030405.xlsx');
  });
});

describe('the export dialog range (issue 6 item 30: the dialog shows and edits the range it uses)', () => {
  const day = (m: number, d: number) => new Date(2025, m, d, 14, 30);

  it('opens with the table filter range, or empty when the table has none', () => {
    expect(initialExportRange({ ...EMPTY_TASK_FILTERS, startDate: day(4, 1), endDate: day(4, 3) })).toEqual({ start: day(4, 1), end: day(4, 3) });
    expect(initialExportRange(EMPTY_TASK_FILTERS)).toEqual({ start: null, end: null });
  });

  it('asks for the range in the spec words unless the role may export without limit', () => {
    const empty = { start: null, end: null };
    expect(exportDialogError(['type'], empty, false)).toBe(EXPORT_MESSAGES.range);
    expect(exportDialogError(['type'], { start: day(4, 1), end: null }, false)).toBe(EXPORT_MESSAGES.range);
    expect(exportDialogError(['type'], empty, true)).toBeNull();
    expect(exportDialogError([], { start: day(4, 1), end: day(4, 2) }, false)).toBe(EXPORT_MESSAGES.noFields);
    expect(exportDialogError(['type'], { start: day(4, 3), end: day(4, 1) }, false)).toBe(EXPORT_MESSAGES.order);
  });

  it('counts whole picked days as the server does: 96 calendar days pass, 97 do not', () => {
    const start = new Date(2025, 0, 1);
    const lastOk = new Date(2025, 0, 1 + 95);
    expect(exportDialogError(['type'], { start, end: lastOk }, false)).toBeNull();
    expect(exportDialogError(['type'], { start, end: new Date(2025, 0, 1 + 96) }, false)).toBe(EXPORT_MESSAGES.range);
  });

  it('exports with the dialog range, not the table one, keeping the other filters', () => {
    const table = { ...EMPTY_TASK_FILTERS, status: 'NotResolved' as const, startDate: day(4, 1), endDate: day(4, 3) };
    const filters = exportFilters(table, { start: day(3, 10), end: day(3, 20) });
    const body = taskExportRequest({ serverUrl: '', token: 't' }, filters, ['type'], new Date()).body as Record<string, unknown>;
    expect(body.filters).toMatchObject({ status: 'NotResolved' });
    expect(new Date(body.startDate as string).getTime()).toBe(new Date(2025, 3, 10).getTime());
    expect(new Date(body.endDate as string).getTime()).toBe(new Date(2025, 3, 20, 23, 59, 59, 999).getTime());
  });
});
