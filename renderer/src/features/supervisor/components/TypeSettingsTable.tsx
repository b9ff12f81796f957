import { Button, Select, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CloseOutlined, DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { TASK_TYPES } from '@ops/shared/rules/labels';
import { appPath } from '../../../app/routes';
import { EmptyState } from '../../../components/EmptyState';
import type { TypeRow, TypeValues } from '../typeSettings';
import { taskTypeLabel } from './TaskTags';
import { Phone } from '../../../components/Phone';

export interface TypeSettingsTableProps {
  rows: readonly TypeRow[];
  loading: boolean;
  canUpdate: boolean;
  onEdit: (userId: string) => void;
  onChange: (userId: string, patch: Partial<TypeValues>) => void;
  onSave: (row: TypeRow) => void;
  onCancel: (userId: string) => void;
  onDelete: (row: TypeRow) => void;
}

export const YesNo = ({ value }: { value: boolean }) => (value ? <Tag color="green">Yes</Tag> : <Tag>No</Tag>);

/** One row per agent: the task types they receive and whether they fall back to other types. */
export function TypeSettingsTable({ rows, loading, canUpdate, onEdit, onChange, onSave, onCancel, onDelete }: TypeSettingsTableProps) {
  const columns: TableColumnsType<TypeRow> = [
    {
      title: 'Name/Phone',
      key: 'user',
      width: 210,
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
      title: 'Task types',
      key: 'types',
      render: (_v, row) =>
        row.mode === 'view' ? (
          row.values.types.length === 0 ? (
            <span className="ops-muted">All types</span>
          ) : (
            <span className="ops-tags">
              {row.values.types.map((t) => (
                <Tag key={t} color="blue">
                  {taskTypeLabel(t)}
                </Tag>
              ))}
            </span>
          )
        ) : (
          <Select<string[]>
            mode="multiple"
            allowClear
            placeholder="Choose task types"
            aria-label={`Task types of ${row.user.name || row.user.phoneNumber}`}
            style={{ width: '100%', minWidth: 220 }}
            disabled={row.mode === 'saving'}
            value={row.draft.types}
            onChange={(types) => onChange(row.user._id, { types })}
            options={TASK_TYPES.map((t) => ({ value: t, label: taskTypeLabel(t) }))}
          />
        ),
    },
    {
      title: 'Fallback to other types',
      key: 'typeFallback',
      width: 130,
      align: 'center',
      render: (_v, row) =>
        row.mode === 'view' ? (
          <YesNo value={row.values.allowFallbackToOtherTypes} />
        ) : (
          <Switch
            checked={row.draft.allowFallbackToOtherTypes}
            disabled={row.mode === 'saving'}
            checkedChildren="Yes"
            unCheckedChildren="No"
            aria-label="Fallback to other types"
            onChange={(checked) => onChange(row.user._id, { allowFallbackToOtherTypes: checked })}
          />
        ),
    },
    ...(canUpdate
      ? ([
          {
            title: 'Actions',
            key: 'actions',
            width: 120,
            align: 'right',
            render: (_v, row) => (
              <Space size={4}>
                {row.mode === 'view' ? (
                  <Tooltip title="Edit">
                    <Button size="small" type="text" icon={<EditOutlined />} onClick={() => onEdit(row.user._id)} aria-label="Edit" />
                  </Tooltip>
                ) : (
                  <>
                    <Tooltip title="Save">
                      <Button size="small" type="text" icon={<SaveOutlined />} loading={row.mode === 'saving'} onClick={() => onSave(row)} aria-label="Save" style={{ color: '#0f766e' }} />
                    </Tooltip>
                    <Tooltip title="Cancel">
                      <Button size="small" type="text" icon={<CloseOutlined />} disabled={row.mode === 'saving'} onClick={() => onCancel(row.user._id)} aria-label="Cancel" />
                    </Tooltip>
                  </>
                )}
                <Tooltip title="Delete">
                  <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={row.mode === 'saving'} onClick={() => onDelete(row)} aria-label="Delete" />
                </Tooltip>
              </Space>
            ),
          },
        ] satisfies TableColumnsType<TypeRow>)
      : []),
  ];

  return (
    <Table<TypeRow>
      rowKey={(row) => row.user._id}
      size="middle"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      pagination={false}
      scroll={{ x: 700 }}
      rowClassName={(row) => [row.mode !== 'view' ? 'ops-row-editing' : '', row.settingId === null ? 'ops-row-new' : ''].join(' ')}
      locale={{ emptyText: loading ? ' ' : <EmptyState title="No task type settings yet" description="Without a setting an agent receives every task type." /> }}
      data-testid="type-settings-table"
    />
  );
}
