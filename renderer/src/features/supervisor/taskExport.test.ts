import { describe, expect, it } from 'vitest';
import { EMPTY_TASK_FILTERS } from './taskFilters';
import { taskExportFileName, taskExportRequest } from './taskExport';

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
