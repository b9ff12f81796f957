import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { appPath } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import type { AreaSetting } from '../taskSettingsApi';
import { YesNo } from '../lists/settingsColumns';
import { Phone } from '../../../components/Phone';

const columns: TableColumnsType<AreaSetting> = [
  {
    title: 'Name/Phone',
    key: 'user',
    width: 210,
    render: (_v, s) => (
      <>
        <Link to={appPath(`user/${s.user._id}`)} target="_blank" rel="noopener noreferrer">
          {s.user.name || <Phone number={s.user.phoneNumber} />}
        </Link>
        <span className="ops-cell-sub">
          <Phone number={s.user.phoneNumber} />
        </span>
      </>
    ),
  },
  {
    title: 'Areas',
    key: 'areas',
    render: (_v, s) =>
      s.areas.length === 0 ? (
        <span className="ops-muted">No areas</span>
      ) : (
        <span className="ops-tags">
          {s.areas.map((a) => (
            <Tag key={a._id}>{a.name}</Tag>
          ))}
        </span>
      ),
  },
  {
    title: 'Allow fallback to other task areas',
    key: 'fallback',
    width: 150,
    align: 'center',
    render: (_v, s) => <YesNo value={s.allowFallbackToOtherAreas} />,
  },
];

/**
 * Read-only: each agent's task areas beside the type settings. They are edited on the
 * task area settings screen, whose address is deliberately not linked (03 §2.4).
 */
export function AreaSettingsOverview({
  settings,
  loading,
}: {
  settings: readonly AreaSetting[];
  loading: boolean;
}) {
  return (
    <Table<AreaSetting>
      rowKey="_id"
      size="middle"
      columns={columns}
      dataSource={[...settings]}
      loading={loading}
      pagination={false}
      scroll={{ x: 640 }}
      locale={{
        emptyText: loading ? (
          ' '
        ) : (
          <EmptyState
            title="No task area settings"
            description="Agents without one receive tasks from every area."
          />
        ),
      }}
      data-testid="area-settings-overview"
    />
  );
}
