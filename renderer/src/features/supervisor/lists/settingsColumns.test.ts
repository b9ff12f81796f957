import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { columnTitles, renderListStatic, textOf } from '../../../components/list/renderListStatic';
import { SettingsTable, type SettingsTableProps } from '../components/SettingsTable';
import { areaRecord, taRowsReducer, type TaValues } from '../taRows';
import { typeRecord, typeRowsReducer, type TypeValues } from '../typeSettings';
import { areaSettingsKind, TYPE_SETTINGS_KIND } from './settingsColumns';

const user = (id: string) => ({ _id: id, name: `User ${id}`, phoneNumber: `+2010000000${id}` });
const zamalek = { _id: 'z', name: 'Zamalek' };
const maadi = { _id: 'm', name: 'Maadi' };

const handlers = {
  canUpdate: true,
  canDelete: true,
  onEdit: () => undefined,
  onChange: () => undefined,
  onSave: () => undefined,
  onCancel: () => undefined,
  onDelete: () => undefined,
  onRetry: () => undefined,
};

function render<V>(
  props: Omit<SettingsTableProps<V>, keyof typeof handlers | 'title' | 'subtitle'> & Partial<typeof handlers>,
): string {
  return renderListStatic(
    createElement(SettingsTable<V>, { title: 'Settings', subtitle: 'Per agent', ...handlers, ...props }),
  );
}

const areaRows = taRowsReducer([], {
  type: 'loaded',
  settings: [
    areaRecord({ _id: 's1', user: user('1'), areas: [zamalek, maadi], allowFallbackToOtherAreas: true }),
  ],
});
const typeRows = typeRowsReducer([], {
  type: 'loaded',
  settings: [typeRecord({ _id: 's2', user: user('2'), types: [], allowFallbackToOtherTypes: false })],
});

// The first render loads antd's styles, slow on a busy machine.
describe('one settings table for task areas and task types', { timeout: 30_000 }, () => {
  it('areas: Name/Phone, Areas, the 03 §2.4 fallback title and Actions; a stored row reads its areas', () => {
    const html = render<TaValues>({
      kind: areaSettingsKind([zamalek, maadi]),
      rows: areaRows,
      loading: false,
    });
    expect(columnTitles(html)).toEqual([
      'Name/Phone',
      'Areas',
      'Allow fallback to other task areas',
      'Actions',
    ]);
    expect(html).toContain('data-testid="ta-table"');
    expect(html).toMatch(
      /data-testid="ta-row-1"[^>]*data-mode="view"|data-mode="view"[^>]*data-testid="ta-row-1"/,
    );
    const text = textOf(html);
    expect(text).toContain('Zamalek Maadi');
    expect(text).toContain('Yes');
    expect(html).toContain('data-testid="ta-edit-1"');
  });

  it('types: Task types, no types reads All types, fallback off reads No', () => {
    const html = render<TypeValues>({
      kind: TYPE_SETTINGS_KIND,
      rows: typeRows,
      loading: false,
      cardTitle: 'Task types',
    });
    expect(columnTitles(html)).toEqual(['Name/Phone', 'Task types', 'Fallback to other types', 'Actions']);
    expect(html).toContain('data-testid="type-settings-table"');
    const text = textOf(html);
    expect(text).toContain('All types');
    expect(text).toContain('No');
  });

  it('an added user is an unsaved row being edited, removable without the delete permission', () => {
    const rows = taRowsReducer(areaRows, { type: 'usersAdded', users: [user('3')] });
    const html = render<TaValues>({
      kind: areaSettingsKind([zamalek]),
      rows,
      loading: false,
      canDelete: false,
    });
    expect(textOf(html)).toContain('not saved');
    expect(html).toContain('data-testid="ta-save-3"');
    expect(html).toContain('data-testid="ta-delete-3"');
    expect(html).not.toContain('data-testid="ta-delete-1"');
  });

  it('without update or delete there is no Actions column', () => {
    const html = render<TypeValues>({
      kind: TYPE_SETTINGS_KIND,
      rows: typeRows,
      loading: false,
      canUpdate: false,
      canDelete: false,
    });
    expect(columnTitles(html)).not.toContain('Actions');
  });

  it("empty, loading and failed states in each kind's words", () => {
    expect(textOf(render<TaValues>({ kind: areaSettingsKind([]), rows: [], loading: false }))).toContain(
      'No task area settings yet',
    );
    expect(textOf(render<TypeValues>({ kind: TYPE_SETTINGS_KIND, rows: [], loading: false }))).toContain(
      'Without a setting an agent receives every task type.',
    );
    expect(render<TaValues>({ kind: areaSettingsKind([]), rows: [], loading: true })).toContain(
      'data-testid="table-skeleton"',
    );
    const failed = render<TaValues>({
      kind: areaSettingsKind([]),
      rows: [],
      loading: false,
      error: { kind: 'server', message: 'boom' },
      errorTitle: 'Failed to load task area settings: boom',
    });
    expect(textOf(failed)).toContain('Failed to load task area settings: boom');
    expect(textOf(failed)).toContain('Try again');
  });
});
