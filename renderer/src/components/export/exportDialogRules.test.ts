import { describe, expect, it } from 'vitest';
import { EXPORT_MESSAGES } from '@ops/shared/rules/exportRules';
import { EXPORT_IDS_MESSAGE } from '@ops/shared/exports/exportRequest';
import { TASKS_EXPORT } from '@ops/shared/exports/taskExportFields';
import { USERS_EXPORT } from '@ops/shared/exports/usersExportFields';
import { WALLET_LOGS_EXPORT } from '@ops/shared/exports/walletLogsExportFields';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import {
  daysToRange,
  exportBody,
  exportDialogError,
  exportFileName,
  initialDays,
  mayExport,
  visibleFields,
} from './exportDialogRules';
import { loadExportFields, saveExportFields } from './exportFieldMemory';

const role = (permissions: RoleLike['permissions']): RoleLike => ({ level: 5, permissions });
const day = (y: number, m: number, d: number) => new Date(y, m - 1, d);

describe('who may export and which fields are offered (02 §5, 03 §6)', () => {
  it('needs every permission of the module', () => {
    expect(mayExport(role({ task: { VIEW_WALLET_LOGS: true } }), WALLET_LOGS_EXPORT)).toBe(false);
    expect(
      mayExport(role({ task: { VIEW_WALLET_LOGS: true }, bills: { EXPORT: true } }), WALLET_LOGS_EXPORT),
    ).toBe(true);
    expect(mayExport(role({ users: { VIEW_PAGE: true } }), USERS_EXPORT)).toBe(false);
    expect(mayExport({ level: 0, permissions: {} }, USERS_EXPORT)).toBe(true);
    expect(mayExport(null, TASKS_EXPORT)).toBe(false);
  });

  it('hides the fields needing a permission the role lacks', () => {
    const plain = visibleFields(USERS_EXPORT, role({ users: { EXPORT: true } })).map((f) => f.key);
    expect(plain).not.toContain('nationalId');
    expect(plain).toContain('phoneNumber');
    const verifier = visibleFields(
      USERS_EXPORT,
      role({ users: { EXPORT: true, VIEW_VERIFICATION: true } }),
    ).map((f) => f.key);
    expect(verifier).toContain('nationalId');
    expect(verifier).toHaveLength(USERS_EXPORT.fields.length);
  });
});

describe('the dialog rules (02 §5)', () => {
  const within = { start: day(2025, 1, 1), end: day(2025, 1, 1 + 95) };

  it('asks for at least one field first', () => {
    expect(exportDialogError(USERS_EXPORT, { fields: [], days: within }, false)).toBe(
      EXPORT_MESSAGES.noFields,
    );
    expect(exportDialogError(USERS_EXPORT, { fields: [], days: within }, true)).toBe(
      EXPORT_MESSAGES.noFields,
    );
  });

  it('needs both dates, in order, at most 95 days apart, counting whole picked days', () => {
    const f = ['name'];
    expect(exportDialogError(USERS_EXPORT, { fields: f, days: { start: null, end: null } }, false)).toBe(
      EXPORT_MESSAGES.range,
    );
    expect(
      exportDialogError(USERS_EXPORT, { fields: f, days: { start: day(2025, 1, 1), end: null } }, false),
    ).toBe(EXPORT_MESSAGES.range);
    expect(
      exportDialogError(
        USERS_EXPORT,
        { fields: f, days: { start: day(2025, 3, 2), end: day(2025, 3, 1) } },
        false,
      ),
    ).toBe(EXPORT_MESSAGES.order);
    expect(exportDialogError(USERS_EXPORT, { fields: f, days: within }, false)).toBeNull();
    expect(
      exportDialogError(
        USERS_EXPORT,
        { fields: f, days: { start: day(2025, 1, 1), end: day(2025, 1, 1 + 96) } },
        false,
      ),
    ).toBe(EXPORT_MESSAGES.range);
  });

  it('lets settings.EXPORT_WITHOUT_LIMIT and the exempt modules go without dates', () => {
    const none = { start: null, end: null };
    expect(exportDialogError(WALLET_LOGS_EXPORT, { fields: ['user'], days: none }, true)).toBeNull();
    const vehicles: ExportModuleSpec = { ...USERS_EXPORT, module: 'vehicles' };
    expect(exportDialogError(vehicles, { fields: ['name'], days: none }, false)).toBeNull();
  });

  it('lets a selection go without dates, but only 1 to 200 rows', () => {
    const none = { start: null, end: null };
    expect(
      exportDialogError(USERS_EXPORT, { fields: ['name'], days: none, ids: ['a', 'b'] }, false),
    ).toBeNull();
    expect(exportDialogError(USERS_EXPORT, { fields: ['name'], days: none, ids: [] }, false)).toBe(
      EXPORT_IDS_MESSAGE,
    );
    const many = Array.from({ length: 201 }, (_v, i) => String(i));
    expect(exportDialogError(USERS_EXPORT, { fields: ['name'], days: none, ids: many }, false)).toBe(
      EXPORT_IDS_MESSAGE,
    );
    expect(exportDialogError(USERS_EXPORT, { fields: [], days: none, ids: ['a'] }, false)).toBe(
      EXPORT_MESSAGES.noFields,
    );
  });
});

describe('the request', () => {
  it('puts the dialog range where the list reads it and keeps the other filters', () => {
    const filters = {
      type: 'FINE',
      date: { startDate: '2020-01-01T00:00:00.000Z', endDate: '2020-01-02T00:00:00.000Z' },
    };
    const body = exportBody(WALLET_LOGS_EXPORT, filters, {
      fields: ['type', 'user'],
      days: { start: day(2025, 4, 10), end: day(2025, 4, 20) },
    });
    expect(body.module).toBe('walletLogs');
    // The module's column order, whatever order they were ticked in.
    expect(body.fields).toEqual(['user', 'type']);
    expect(body.filters.type).toBe('FINE');
    expect(body.filters.date).toEqual({
      startDate: day(2025, 4, 10).toISOString(),
      endDate: new Date(2025, 3, 20, 23, 59, 59, 999).toISOString(),
    });
    expect(body.startDate).toBe(day(2025, 4, 10).toISOString());
    expect(body.endDate).toBe(new Date(2025, 3, 20, 23, 59, 59, 999).toISOString());
  });

  it('drops the range when the dialog has none, and writes the tasks range at the top level', () => {
    const users = exportBody(
      USERS_EXPORT,
      { registrationDate: { startDate: 'x', endDate: 'y' }, blocked: true },
      { fields: ['name'], days: { start: null, end: null } },
    );
    expect(users.filters).toEqual({ blocked: true });
    const tasks = exportBody(
      TASKS_EXPORT,
      { status: 'resolved' },
      { fields: ['status'], days: { start: day(2025, 5, 1), end: day(2025, 5, 2) } },
    );
    expect(tasks.filters).toMatchObject({ status: 'resolved', startDate: day(2025, 5, 1).toISOString() });
  });

  it('sends only the ids for a selection', () => {
    const body = exportBody(
      USERS_EXPORT,
      { blocked: true },
      { fields: ['name'], days: { start: null, end: null }, ids: ['u1'] },
    );
    expect(body).toEqual({ module: 'users', filters: {}, fields: ['name'], ids: ['u1'] });
  });

  it('opens on the list range and reads it back as the same days', () => {
    const range = daysToRange(USERS_EXPORT, { start: day(2025, 2, 3), end: day(2025, 2, 9) });
    const days = initialDays(USERS_EXPORT, { registrationDate: range });
    expect(days).toEqual({ start: day(2025, 2, 3), end: day(2025, 2, 9) });
    expect(initialDays(USERS_EXPORT, {})).toEqual({ start: null, end: null });
  });

  it('names the file from the title and a padded timestamp', () => {
    expect(exportFileName('Wallet Logs', new Date(2025, 0, 2, 3, 4, 5))).toBe(
      'Wallet Logs-20250102-030405.xlsx',
    );
  });
});

describe('remembered fields per module', () => {
  const memory = () => {
    const map = new Map<string, string>();
    return {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
    };
  };

  it('remembers per module, drops unknown keys and starts from every field otherwise', () => {
    const storage = memory();
    expect(loadExportFields(storage, 'users', ['name', 'email'])).toEqual(['name', 'email']);
    saveExportFields(storage, 'users', ['email', 'gone']);
    expect(loadExportFields(storage, 'users', ['name', 'email'])).toEqual(['email']);
    expect(loadExportFields(storage, 'walletLogs', ['user'])).toEqual(['user']);
    saveExportFields(storage, 'users', []);
    expect(loadExportFields(storage, 'users', ['name'])).toEqual([]);
    storage.setItem('ops.export.fields.users', '{broken');
    expect(loadExportFields(storage, 'users', ['name'])).toEqual(['name']);
  });
});
