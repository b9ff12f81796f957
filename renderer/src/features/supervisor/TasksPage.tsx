import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { TASKS_LIST } from '@ops/shared/lists/tasks';
import { TASKS_EXPORT } from '@ops/shared/exports/taskExportFields';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { countText, matchesText } from '@ops/shared/rules/plural';
import { appPath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { TasksFilterPanel } from './components/TasksFilterPanel';
import { TASKS_COLUMNS, TASKS_EMPTY, TASKS_TITLE } from './lists/tasksColumns';
import { useSupervisorTasksQuery, type TaskRow } from './tasksApi';
import { taskFiltersJson, taskPanelState, tasksListFilters, tasksQueryArgs } from './taskFilters';
import './supervisor.css';

/** /app/tasks: every support task with filters, paging and export (02 §2, §4, §5), on the list kit. */
export default function TasksPage() {
  const navigate = useNavigate();
  // searchOpsUsers is gated on the area-settings view flag; without it the assignee filter cannot search.
  const canPickAssignee = useCan(gate('task.VIEW_TASK_AREA_SETTINGS'));
  const list = useListState(TASKS_LIST);
  const exporter = useExport(TASKS_EXPORT);

  const panel = useMemo(() => taskPanelState(list.filters, list.search), [list.filters, list.search]);
  const args = useMemo(
    () => tasksQueryArgs(panel, list.page, list.pageSize, list.sort),
    [panel, list.page, list.pageSize, list.sort],
  );
  const { data, isLoading, isFetching, error, refetch } = useSupervisorTasksQuery(args);
  const total = data?.totalTasksCount ?? 0;
  const filtered = Object.keys(list.filters).length > 0 || list.search !== '';

  return (
    <>
      <ListPage<TaskRow, typeof list.filters, typeof list.sort.fieldName>
        title={TASKS_TITLE}
        subtitle={data ? (filtered ? matchesText(total, 'task') : countText(total, 'task')) : undefined}
        list={list}
        columns={TASKS_COLUMNS}
        rows={data?.tasks}
        total={total}
        rowKey={(task) => task._id}
        rowAttributes={(task) => ({ 'data-testid': `task-row-${task._id}` })}
        loading={isLoading}
        fetching={isFetching}
        error={error}
        onRetry={() => void refetch()}
        search={{ placeholder: 'Vehicle code' }}
        filters={
          <TasksFilterPanel
            // Remounted when the applied range changes (Clear filters, Back), so its pickers show it.
            key={`${list.filters.date?.startDate ?? ''}|${list.filters.date?.endDate ?? ''}`}
            value={panel}
            onChange={(next) => list.setFilters(tasksListFilters(next))}
            canPickAssignee={canPickAssignee}
          />
        }
        defaultFiltersOpen
        onExport={exporter.allowed ? () => exporter.open(taskFiltersJson(panel), total) : undefined}
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        onOpenRow={(task) => navigate(appPath(`task/${task._id}`))}
        rowHref={(task) => appPath(`task/${task._id}`)}
        empty={TASKS_EMPTY}
        scrollX={980}
        testId="tasks"
      />
      <ExportControls exporter={exporter} testId="tasks-export" />
    </>
  );
}
