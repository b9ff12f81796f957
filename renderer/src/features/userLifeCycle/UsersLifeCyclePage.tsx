import { Alert, Button, Tag } from 'antd';
import { Link } from 'react-router';
import { USERS_LIFE_CYCLE_EXPORT } from '@ops/shared/exports/riderListsExportFields';
import {
  USER_LIFE_CYCLE_LIST,
  USER_LIFE_CYCLE_ROWS_GATE,
  type UserLifeCycleSortField,
} from '@ops/shared/lists/userLifeCycle';
import { userPath, vehiclePath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../components/PermissionGate';
import { formatDateTime, formatPercent } from '../../lib/format';
import { LifeCycleFilterPanel } from './LifeCycleFilterPanel';
import { lifeCycleVariables, useUserLifeCycleQuery, type LifeCycleRow } from './userLifeCycleApi';
import './lifeCycle.css';

/**
 * /app/users-life-cycle (login only, 03 §2.2): what staff members did to vehicles, from the
 * vehicle life-cycle events that name them (userLifeCycle), with the spec's case labels.
 * A name filters the list to that person; the user link opens their page. Export and Export
 * selected with users.EXPORT.
 */
export default function UsersLifeCyclePage() {
  // The rows name staff and their phones: only for those who may view the users list (the server refuses the rest).
  if (!useCan(USER_LIFE_CYCLE_ROWS_GATE)) {
    return (
      <>
        <PageHeader title="Users Life Cycle" />
        <Alert
          type="info"
          showIcon
          title="Staff actions are shown only to those who may view the users list."
          data-testid="life-cycle-not-allowed"
        />
      </>
    );
  }
  return <LifeCycleList />;
}

function LifeCycleList() {
  const list = useListState(USER_LIFE_CYCLE_LIST);
  const result = useUserLifeCycleQuery(lifeCycleVariables(list.filters, list.page, list.pageSize));
  const rows = result.data?.data;
  const exporter = useExport(USERS_LIFE_CYCLE_EXPORT);
  const chosen = list.filters.user
    ? rows?.find((row) => row.user?._id === list.filters.user)?.user?.name
    : undefined;
  const columns: ListColumn<LifeCycleRow, UserLifeCycleSortField>[] = [
    { key: 'createdAt', title: 'Date', render: (_v, row) => formatDateTime(row.createdAt) },
    {
      key: 'user',
      title: 'Staff member',
      render: (_v, row) =>
        row.user ? (
          <Button
            type="link"
            size="small"
            className="ops-life-cycle-person"
            style={{ padding: 0 }}
            onClick={() => list.setFilters({ ...list.filters, user: row.user!._id })}
            data-testid={`life-cycle-only-${row._id}`}
          >
            {row.user.name || row.user._id}
          </Button>
        ) : (
          '-'
        ),
    },
    { key: 'role', title: 'Role', render: (_v, row) => row.roleName ?? '-' },
    { key: 'case', title: 'Case', render: (_v, row) => row.caseLabel },
    {
      key: 'vehicle',
      title: 'Vehicle',
      render: (_v, row) =>
        row.vehicle ? <Link to={vehiclePath(row.vehicle.code)}>{row.vehicle.code}</Link> : '-',
    },
    { key: 'area', title: 'Area', render: (_v, row) => row.area?.name ?? '-' },
    { key: 'serial', title: 'Battery serial', render: (_v, row) => row.batterySerial ?? '-' },
    {
      key: 'battery',
      title: 'Battery',
      align: 'right',
      render: (_v, row) =>
        formatPercent(
          row.battery === null || row.battery === undefined ? row.battery : Math.round(row.battery),
        ),
    },
    {
      key: 'profile',
      title: 'Profile',
      hiddenByDefault: true,
      render: (_v, row) => (row.user ? <Link to={userPath(row.user._id)}>Open</Link> : '-'),
    },
    { key: 'service', title: 'Service', hiddenByDefault: true, render: (_v, row) => row.service ?? '-' },
  ];
  return (
    <ListPage
      title="Users Life Cycle"
      subtitle={
        list.filters.user ? (
          <Tag
            closable
            onClose={() => list.setFilters({ ...list.filters, user: undefined })}
            data-testid="life-cycle-user-tag"
          >
            Staff member: {chosen ?? list.filters.user}
          </Tag>
        ) : undefined
      }
      list={list}
      columns={columns}
      rows={rows}
      total={result.data?.count ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      filters={<LifeCycleFilterPanel list={list} />}
      onExport={exporter.allowed ? () => exporter.open(list.filters, result.data?.count) : undefined}
      onExportSelected={
        exporter.allowed ? (events) => exporter.openSelected(events.map((event) => event._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={<ExportControls exporter={exporter} />}
      empty={{ title: 'No life-cycle events yet', filteredTitle: 'No life-cycle events match these filters' }}
      testId="users-life-cycle"
    />
  );
}
