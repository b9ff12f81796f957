import { Button, Select, Space, Switch, Tag, Tooltip } from 'antd';
import { CloseOutlined, DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import {
  TASK_AREA_SETTINGS_EXPORT,
  TASK_TYPE_SETTINGS_EXPORT,
} from '@ops/shared/exports/settingsListsExportFields';
import { TASK_TYPES } from '@ops/shared/rules/labels';
import { appPath } from '../../../app/paths';
import type { ListColumn } from '../../../components/list/ListPage';
import { Phone } from '../../../components/Phone';
import { taskTypeLabel } from '../components/TaskTags';
import type { SettingRow, TaArea, TaValues } from '../taRows';
import type { TypeValues } from '../typeSettings';

export const YesNo = ({ value }: { value: boolean }) =>
  value ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>;

interface Choice {
  value: string;
  label: string;
}

/**
 * What differs between the task area and the task type settings tables: the column of
 * things an agent receives (areas or task types) and the fallback beside it. The rows,
 * their view -> edit -> saving cycle and the actions are the same (taRows.ts).
 */
export interface SettingsKind<V> {
  /** Column chooser memory and the prefix of the table's test ids. */
  name: string;
  testId: string;
  choiceTitle: string;
  /** What an empty choice means in view mode. */
  noneChosen: string;
  placeholder: string;
  tagColor?: string;
  /** Long option lists (areas) can be searched. */
  searchable: boolean;
  options: readonly Choice[];
  chosen: (values: V) => Choice[];
  chosenIds: (values: V) => string[];
  withChoice: (ids: string[]) => Partial<V>;
  fallbackTitle: string;
  fallbackWidth: number;
  fallback: (values: V) => boolean;
  withFallback: (on: boolean) => Partial<V>;
  empty: { title: string; description: string };
  /** The table's export: its stored rows as the server reads them, so a row not yet saved is not in it. */
  exportSpec: ExportModuleSpec;
}

/** 03 §2.4: the areas an agent receives tasks from and 'Allow fallback to other task areas'. */
export function areaSettingsKind(areas: readonly TaArea[]): SettingsKind<TaValues> {
  return {
    name: 'taskAreaSettings',
    testId: 'ta',
    choiceTitle: 'Areas',
    noneChosen: 'No areas',
    placeholder: 'Choose areas',
    searchable: true,
    options: areas.map((a) => ({ value: a._id, label: a.name })),
    chosen: (values) => values.areas.map((a) => ({ value: a._id, label: a.name })),
    chosenIds: (values) => values.areas.map((a) => a._id),
    withChoice: (ids) => ({ areas: areas.filter((a) => ids.includes(a._id)) }),
    fallbackTitle: 'Allow fallback to other task areas',
    fallbackWidth: 150,
    fallback: (values) => values.allowFallbackToOtherAreas,
    withFallback: (on) => ({ allowFallbackToOtherAreas: on }),
    empty: {
      title: 'No task area settings yet',
      description: 'Add users above to choose the areas they receive tasks from.',
    },
    exportSpec: TASK_AREA_SETTINGS_EXPORT,
  };
}

/** The task types an agent receives (none: every type) and whether they fall back to others. */
export const TYPE_SETTINGS_KIND: SettingsKind<TypeValues> = {
  name: 'taskTypeSettings',
  testId: 'type-settings',
  choiceTitle: 'Task types',
  noneChosen: 'All types',
  placeholder: 'Choose task types',
  tagColor: 'blue',
  searchable: false,
  options: TASK_TYPES.map((t) => ({ value: t, label: taskTypeLabel(t) })),
  chosen: (values) => values.types.map((t) => ({ value: t, label: taskTypeLabel(t) })),
  chosenIds: (values) => values.types,
  withChoice: (types) => ({ types }),
  fallbackTitle: 'Fallback to other types',
  fallbackWidth: 130,
  fallback: (values) => values.allowFallbackToOtherTypes,
  withFallback: (on) => ({ allowFallbackToOtherTypes: on }),
  empty: {
    title: 'No task type settings yet',
    description: 'Without a setting an agent receives every task type.',
  },
  exportSpec: TASK_TYPE_SETTINGS_EXPORT,
};

export interface SettingsActions<V> {
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (userId: string) => void;
  onChange: (userId: string, patch: Partial<V>) => void;
  onSave: (row: SettingRow<V>) => void;
  onCancel: (userId: string) => void;
  onDelete: (row: SettingRow<V>) => void;
}

/** Name/Phone, the kind's choice, its fallback, and Edit / Save / Cancel / Delete. */
export function settingsColumns<V>(
  kind: SettingsKind<V>,
  actions: SettingsActions<V>,
  rows: readonly SettingRow<V>[],
): ListColumn<SettingRow<V>>[] {
  const { canUpdate, canDelete, onEdit, onChange, onSave, onCancel, onDelete } = actions;
  const id = (what: string, row: SettingRow<V>) => `${kind.testId}-${what}-${row.user._id}`;
  // An unsaved row is only local, so removing it needs no delete permission.
  const mayDelete = (row: SettingRow<V>) => canDelete || row.settingId === null;
  const columns: ListColumn<SettingRow<V>>[] = [
    {
      title: 'Name/Phone',
      key: 'user',
      width: 220,
      render: (_v, row) => (
        <>
          <Link to={appPath(`user/${row.user._id}`)} target="_blank" rel="noopener noreferrer">
            {row.user.name || <Phone number={row.user.phoneNumber} />}
          </Link>
          <span className="ops-cell-sub">
            <Phone number={row.user.phoneNumber} />
            {row.settingId === null && (
              <Tag color="cyan" style={{ marginInlineStart: 6, fontSize: 11 }}>
                not saved
              </Tag>
            )}
          </span>
        </>
      ),
    },
    {
      title: kind.choiceTitle,
      key: 'choice',
      render: (_v, row) => {
        if (row.mode === 'view') {
          const chosen = kind.chosen(row.values);
          return chosen.length === 0 ? (
            <span className="ops-muted">{kind.noneChosen}</span>
          ) : (
            <span className="ops-tags">
              {chosen.map((c) => (
                <Tag key={c.value} color={kind.tagColor}>
                  {c.label}
                </Tag>
              ))}
            </span>
          );
        }
        return (
          <Select<string[]>
            mode="multiple"
            allowClear
            showSearch={kind.searchable ? { optionFilterProp: 'label' } : undefined}
            placeholder={kind.placeholder}
            aria-label={`${kind.choiceTitle} of ${row.user.name || row.user.phoneNumber}`}
            style={{ width: '100%', minWidth: 240 }}
            disabled={row.mode === 'saving'}
            value={kind.chosenIds(row.draft)}
            onChange={(ids) => onChange(row.user._id, kind.withChoice(ids))}
            options={[...kind.options]}
            data-testid={id('choice', row)}
          />
        );
      },
    },
    {
      title: kind.fallbackTitle,
      key: 'fallback',
      width: kind.fallbackWidth,
      align: 'center',
      render: (_v, row) =>
        row.mode === 'view' ? (
          <YesNo value={kind.fallback(row.values)} />
        ) : (
          <Switch
            checked={kind.fallback(row.draft)}
            disabled={row.mode === 'saving'}
            checkedChildren="Yes"
            unCheckedChildren="No"
            aria-label={kind.fallbackTitle}
            onChange={(checked) => onChange(row.user._id, kind.withFallback(checked))}
            data-testid={id('fallback', row)}
          />
        ),
    },
  ];
  // Without a button to offer on any row, the column would stand empty.
  if (!canUpdate && !rows.some(mayDelete)) return columns;
  columns.push({
    title: 'Actions',
    key: 'actions',
    width: 120,
    align: 'right',
    render: (_v, row) => (
      <Space size={4}>
        {row.mode === 'view' && canUpdate && (
          <Tooltip title="Edit">
            <Button
              size="small"
              type="text"
              icon={<EditOutlined />}
              onClick={() => onEdit(row.user._id)}
              aria-label="Edit"
              data-testid={id('edit', row)}
            />
          </Tooltip>
        )}
        {row.mode !== 'view' && canUpdate && (
          <>
            <Tooltip title="Save">
              <Button
                size="small"
                type="text"
                icon={<SaveOutlined />}
                loading={row.mode === 'saving'}
                onClick={() => onSave(row)}
                aria-label="Save"
                data-testid={id('save', row)}
                style={{ color: 'var(--ops-primary-text)' }}
              />
            </Tooltip>
            <Tooltip title="Cancel">
              <Button
                size="small"
                type="text"
                icon={<CloseOutlined />}
                disabled={row.mode === 'saving'}
                onClick={() => onCancel(row.user._id)}
                aria-label="Cancel"
                data-testid={id('cancel', row)}
              />
            </Tooltip>
          </>
        )}
        {mayDelete(row) && (
          <Tooltip title="Delete">
            <Button
              size="small"
              type="text"
              danger
              icon={<DeleteOutlined />}
              disabled={row.mode === 'saving'}
              onClick={() => onDelete(row)}
              aria-label="Delete"
              data-testid={id('delete', row)}
            />
          </Tooltip>
        )}
      </Space>
    ),
  });
  return columns;
}

/** Rows being edited and rows not yet stored stand out (supervisor.css). */
export const settingsRowClass = (row: SettingRow<unknown>) =>
  [row.mode !== 'view' ? 'ops-row-editing' : '', row.settingId === null ? 'ops-row-new' : '']
    .join(' ')
    .trim();
