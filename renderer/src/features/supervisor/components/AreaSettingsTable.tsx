import { Button, Select, Space, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { CloseOutlined, DeleteOutlined, EditOutlined, SaveOutlined } from '@ant-design/icons';
import { Link } from 'react-router';
import { appPath } from '../../../app/routes';
import { EmptyState } from '../../../components/EmptyState';
import { Phone } from '../../../components/Phone';
import type { TaArea, TaRow, TaValues } from '../taRows';

export interface AreaSettingsTableProps {
  rows: readonly TaRow[];
  areas: readonly TaArea[];
  loading: boolean;
  canUpdate: boolean;
  canDelete: boolean;
  onEdit: (userId: string) => void;
  onChange: (userId: string, patch: Partial<TaValues>) => void;
  onSave: (row: TaRow) => void;
  onCancel: (userId: string) => void;
  onDelete: (row: TaRow) => void;
}

/** 03 §2.4 table: Name/Phone, Areas, 'Allow fallback to other task areas', Actions. */
export function AreaSettingsTable({ rows, areas, loading, canUpdate, canDelete, onEdit, onChange, onSave, onCancel, onDelete }: AreaSettingsTableProps) {
  const columns: TableColumnsType<TaRow> = [
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
      title: 'Areas',
      key: 'areas',
      render: (_v, row) =>
        row.mode === 'view' ? (
          row.values.areas.length === 0 ? (
            <span className="ops-muted">No areas</span>
          ) : (
            <span className="ops-tags">
              {row.values.areas.map((a) => (
                <Tag key={a._id}>{a.name}</Tag>
              ))}
            </span>
          )
        ) : (
          <Select<string[]>
            mode="multiple"
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            placeholder="Choose areas"
            aria-label={`Task areas of ${row.user.name || row.user.phoneNumber}`}
            style={{ width: '100%', minWidth: 240 }}
            disabled={row.mode === 'saving'}
            value={row.draft.areas.map((a) => a._id)}
            onChange={(ids) => onChange(row.user._id, { areas: areas.filter((a) => ids.includes(a._id)) })}
            options={areas.map((a) => ({ value: a._id, label: a.name }))}
            data-testid={`ta-areas-${row.user._id}`}
          />
        ),
    },
    {
      title: 'Allow fallback to other task areas',
      key: 'fallback',
      width: 150,
      align: 'center',
      render: (_v, row) =>
        row.mode === 'view' ? (
          row.values.allowFallbackToOtherAreas ? (
            <Tag color="green">Yes</Tag>
          ) : (
            <Tag>No</Tag>
          )
        ) : (
          <Switch
            checked={row.draft.allowFallbackToOtherAreas}
            disabled={row.mode === 'saving'}
            checkedChildren="Yes"
            unCheckedChildren="No"
            aria-label="Allow fallback to other task areas"
            onChange={(checked) => onChange(row.user._id, { allowFallbackToOtherAreas: checked })}
            data-testid={`ta-fallback-${row.user._id}`}
          />
        ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 120,
      align: 'right',
      render: (_v, row) => (
        <Space size={4}>
          {row.mode === 'view' && canUpdate && (
            <Tooltip title="Edit">
              <Button size="small" type="text" icon={<EditOutlined />} onClick={() => onEdit(row.user._id)} aria-label="Edit" data-testid={`ta-edit-${row.user._id}`} />
            </Tooltip>
          )}
          {row.mode !== 'view' && canUpdate && (
            <>
              <Tooltip title="Save">
                <Button size="small" type="text" icon={<SaveOutlined />} loading={row.mode === 'saving'} onClick={() => onSave(row)} aria-label="Save" data-testid={`ta-save-${row.user._id}`} style={{ color: '#0f766e' }} />
              </Tooltip>
              <Tooltip title="Cancel">
                <Button size="small" type="text" icon={<CloseOutlined />} disabled={row.mode === 'saving'} onClick={() => onCancel(row.user._id)} aria-label="Cancel" data-testid={`ta-cancel-${row.user._id}`} />
              </Tooltip>
            </>
          )}
          {/* An unsaved row is only local, so removing it needs no delete permission. */}
          {(canDelete || row.settingId === null) && (
            <Tooltip title="Delete">
              <Button size="small" type="text" danger icon={<DeleteOutlined />} disabled={row.mode === 'saving'} onClick={() => onDelete(row)} aria-label="Delete" data-testid={`ta-delete-${row.user._id}`} />
            </Tooltip>
          )}
        </Space>
      ),
    },
  ];

  return (
    <Table<TaRow>
      rowKey={(row) => row.user._id}
      size="middle"
      columns={columns}
      dataSource={[...rows]}
      loading={loading}
      pagination={false}
      scroll={{ x: 760 }}
      rowClassName={(row) => [row.mode !== 'view' ? 'ops-row-editing' : '', row.settingId === null ? 'ops-row-new' : ''].join(' ')}
      onRow={(row) => ({ 'data-testid': `ta-row-${row.user._id}`, 'data-mode': row.mode }) as Record<string, string>}
      locale={{ emptyText: loading ? ' ' : <EmptyState title="No task area settings yet" description="Add users above to choose the areas they receive tasks from." /> }}
    />
  );
}
