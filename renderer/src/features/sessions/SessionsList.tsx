import { Link } from 'react-router';
import { useListExport } from '../../components/export/useListExport';
import { APP_SESSIONS_EXPORT, OPS_SESSIONS_EXPORT } from '@ops/shared/exports/sessionsExportFields';
import type { ListDefinition } from '@ops/shared/lists/listRequest';
import type { SessionsFilters, SessionsSortField } from '@ops/shared/lists/sessions';
import { ridePath, userPath } from '../../app/paths';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { Phone } from '../../components/Phone';
import { formatDateTime } from '../../lib/format';
import { SessionsFilterPanel } from './SessionsFilterPanel';
import { useGetAppSessionsQuery, useGetOpsSessionsQuery, type SessionRow } from './sessionsApi';

const coordinate = (n: number | null | undefined) => (n === null || n === undefined ? '-' : n.toFixed(5));

function columns(kind: 'app' | 'ops'): ListColumn<SessionRow, SessionsSortField>[] {
  return [
    {
      key: 'user',
      title: kind === 'app' ? 'Rider' : 'Staff member',
      render: (_v, row) =>
        row.user ? <Link to={userPath(row.user._id)}>{row.user.name || row.user._id}</Link> : '-',
    },
    { key: 'phone', title: 'Phone', render: (_v, row) => <Phone number={row.user?.phoneNumber} /> },
    ...(kind === 'ops'
      ? [{ key: 'role', title: 'Role', render: (_v: unknown, row: SessionRow) => row.roleName ?? '-' }]
      : []),
    {
      key: 'startedAt',
      title: 'Started',
      sortField: 'startedAt',
      render: (_v, row) => formatDateTime(row.startedAt),
    },
    { key: 'endedAt', title: 'Ended', render: (_v, row) => formatDateTime(row.endedAt) },
    { key: 'area', title: 'Area', render: (_v, row) => row.area?.name ?? '-' },
    {
      key: 'location',
      title: 'Location',
      render: (_v, row) => `${coordinate(row.lat)}, ${coordinate(row.lng)}`,
    },
    { key: 'os', title: 'OS', render: (_v, row) => row.operatingSystem ?? '-' },
    { key: 'version', title: 'App version', render: (_v, row) => row.appVersion ?? '-' },
    ...(kind === 'app'
      ? [
          {
            key: 'ride',
            title: 'Ride',
            render: (_v: unknown, row: SessionRow) =>
              row.ride ? <Link to={ridePath(row.ride)}>Ride</Link> : 'No ride',
          },
        ]
      : []),
    { key: 'device', title: 'Device', hiddenByDefault: true, render: (_v, row) => row.deviceId ?? '-' },
  ];
}

/**
 * One sessions list (App Sessions or Ops Sessions, 02 §2) on the list kit with the sessions
 * filter of 02 §5. A plain table: the map of matching sessions waits for the map component.
 */
export function SessionsList({
  kind,
  definition,
  title,
}: {
  kind: 'app' | 'ops';
  definition: ListDefinition<SessionsFilters, SessionsSortField>;
  title: string;
}) {
  const list = useListState(definition);
  const app = useGetAppSessionsQuery(list.request, { skip: kind !== 'app' });
  const ops = useGetOpsSessionsQuery(list.request, { skip: kind !== 'ops' });
  const result = kind === 'app' ? app : ops;
  const testId = `${kind}-sessions`;
  const exporter = useListExport(
    kind === 'app' ? APP_SESSIONS_EXPORT : OPS_SESSIONS_EXPORT,
    list.filters,
    result.data?.totalCount ?? 0,
  );
  return (
    <ListPage
      title={title}
      list={list}
      columns={columns(kind)}
      rows={result.data?.sessions}
      total={result.data?.totalCount ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      defaultFiltersOpen
      filters={
        <SessionsFilterPanel filters={list.filters} onApply={list.setFilters} testId={`${testId}-filters`} />
      }
      empty={{ title: 'No sessions yet', filteredTitle: 'No sessions match these filters' }}
      {...exporter.listProps}
      below={exporter.controls}
      testId={testId}
    />
  );
}
