import { useMemo } from 'react';
import { USERS_CHECKED_IN_EXPORT } from '@ops/shared/exports/staffListsExportFields';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { teamTotals } from './attendance';
import { useSupervisorCheckedInUsersQuery, type CheckedInRow } from './attendanceApi';
import { LiveBadge } from './components/LiveBadge';
import { TeamTotals } from './components/TeamTotals';
import {
  CHECKED_IN_EMPTY,
  CHECKED_IN_TITLE,
  checkedInColumns,
  checkedInShift,
} from './lists/checkedInColumns';
import { useNow } from '../../lib/useNow';
import './supervisor.css';

/** /app/users-checked-in-tasks: who is checked in, their status and the task they hold, live; export with task.EXPORT. */
export default function UsersCheckedInPage() {
  const now = useNow();
  const { data, isLoading, error, refetch } = useSupervisorCheckedInUsersQuery();
  const rows = useMemo(() => data ?? [], [data]);
  const totals = teamTotals(rows.map(checkedInShift), now);
  const exporter = useExport(USERS_CHECKED_IN_EXPORT);

  return (
    <ListPage<CheckedInRow, object, string>
      title={CHECKED_IN_TITLE}
      subtitle="Agents receiving tasks now and what each one holds."
      headerButtons={<LiveBadge />}
      name="usersCheckedIn"
      above={<TeamTotals totals={totals} loading={isLoading} />}
      columns={checkedInColumns(now)}
      rows={data}
      total={rows.length}
      rowKey={(r) => r._id}
      // The rows are named by agent, as the live events name them.
      rowAttributes={(r) => ({ 'data-testid': `checked-in-row-${r.userId}` })}
      loading={isLoading}
      error={error}
      onRetry={() => void refetch()}
      empty={CHECKED_IN_EMPTY}
      onExport={exporter.allowed ? () => exporter.open({}, rows.length) : undefined}
      onExportSelected={
        exporter.allowed ? (selected) => exporter.openSelected(selected.map((r) => r._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={<ExportControls exporter={exporter} />}
      scrollX={960}
      testId="checked-in"
    />
  );
}
