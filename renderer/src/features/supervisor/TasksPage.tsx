import { useMemo, useState } from 'react';
import { Button, Card, Input, Result, Table, Tooltip, type TableColumnsType } from 'antd';
import { DownloadOutlined, FlagFilled } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { appPath } from '../../app/routes';
import { EmptyState } from '../../components/EmptyState';
import { useCan } from '../../components/PermissionGate';
import { TaskHolderText } from '../../components/TaskHolderText';
import { ListHeader } from './components/ListHeader';
import { CaseTags, TaskStatusTag, taskTypeLabel } from './components/TaskTags';
import { TasksFilterPanel } from './components/TasksFilterPanel';
import { ExportIndicator } from './components/ExportIndicator';
import { ExportTasksDialog } from './components/ExportTasksDialog';
import { TableSkeleton } from './components/TableSkeleton';
import { formatDateTime } from './format';
import { useSupervisorTasksQuery, type TaskRow } from './tasksApi';
import { activeFilterCount, EMPTY_TASK_FILTERS, TASKS_PAGE_SIZE, TASKS_PAGE_SIZE_OPTIONS, tasksQueryArgs, type TaskFilterState } from './taskFilters';
import { useTasksExport } from './useTasksExport';
import './supervisor.css';
import { SEARCH_TERM_MAX_LENGTH } from '@ops/shared/rules/limits';

const columns: TableColumnsType<TaskRow> = [
  {
    title: 'Vehicle',
    key: 'vehicle',
    width: 130,
    render: (_v, t) => (
      <>
        <strong>{t.vehicleCode ?? '—'}</strong>
        <span className="ops-cell-sub">{taskTypeLabel(t.type)}</span>
      </>
    ),
  },
  { title: 'Cases', key: 'cases', render: (_v, t) => <CaseTags cases={t.cases} mainCase={t.mainCase} /> },
  { title: 'Status', dataIndex: 'status', width: 120, render: (s: string) => <TaskStatusTag status={s} /> },
  { title: 'Area', dataIndex: 'area', width: 140, ellipsis: true, render: (a: string | null) => a ?? '—' },
  {
    title: 'Assignee',
    key: 'assignee',
    width: 180,
    ellipsis: true,
    // The holder, also of a flagged task put aside that only its flagger may pick (issue 6 item 32).
    render: (_v, t) => <TaskHolderText task={t} />,
  },
  { title: 'Assigned', dataIndex: 'assignedCount', width: 95, align: 'right' },
  { title: 'Created', dataIndex: 'createdAt', width: 150, render: (d: string) => formatDateTime(d) },
  {
    title: '',
    key: 'flag',
    width: 44,
    align: 'center',
    render: (_v, t) =>
      t.flaggedBy ? (
        <Tooltip title={`Flagged ${formatDateTime(t.flaggedAt)}`}>
          <FlagFilled style={{ color: '#dc2626' }} aria-label="Flagged" />
        </Tooltip>
      ) : null,
  },
];

/** /app/tasks: every support task with filters, paging and export (02 §2, §4, §5). */
export default function TasksPage() {
  const navigate = useNavigate();
  const canExport = useCan(gate('task.EXPORT'));
  const canExportWithoutLimit = useCan(gate('settings.EXPORT_WITHOUT_LIMIT'));
  // searchOpsUsers is gated on the area-settings view flag; without it the assignee filter cannot search.
  const canPickAssignee = useCan(gate('task.VIEW_TASK_AREA_SETTINGS'));
  const [filters, setFilters] = useState<TaskFilterState>(EMPTY_TASK_FILTERS);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(TASKS_PAGE_SIZE);
  const [filtersOpen, setFiltersOpen] = useState(true);
  const [searchOpen, setSearchOpen] = useState(false);
  const [exportOpen, setExportOpen] = useState(false);
  const exporter = useTasksExport();
  // Bumped on "Clear filters" so the panel's own date pickers start empty too.
  const [panelKey, setPanelKey] = useState(0);

  const args = useMemo(() => tasksQueryArgs(filters, page, pageSize), [filters, page, pageSize]);
  const { data, isLoading, isFetching, isError, refetch } = useSupervisorTasksQuery(args);
  const total = data?.totalTasksCount ?? 0;
  const filtered = activeFilterCount(filters) > 0 || filters.vehicle.trim() !== '';

  // Any filter change starts again at page 1, or the table could sit on a page that no longer exists.
  const changeFilters = (next: TaskFilterState) => {
    setFilters(next);
    setPage(1);
  };

  const exportButton = canExport ? (
    <Button
      icon={<DownloadOutlined />}
      loading={exporter.status === 'Exporting'}
      onClick={() => setExportOpen(true)}
      disabled={total === 0}
      data-testid="tasks-export"
    >
      {exporter.status === 'idle' ? 'Export' : exporter.status}
    </Button>
  ) : undefined;

  return (
    <div className="ops-page">
      <ListHeader
        title="Tasks"
        subtitle={data ? `${total.toLocaleString()} task${total === 1 ? '' : 's'}${filtered ? ' match the filters' : ''}` : undefined}
        filtersOpen={filtersOpen}
        onToggleFilters={() => setFiltersOpen((o) => !o)}
        activeFilters={activeFilterCount(filters)}
        searchOpen={searchOpen}
        onToggleSearch={() => setSearchOpen((o) => !o)}
        exportButton={exportButton}
      />
      <Card style={{ marginTop: 20 }} styles={{ body: { padding: 0 } }}>
        {searchOpen && (
          <div className="ops-toolbar">
            <Input.Search
              allowClear
              autoFocus
              placeholder="Vehicle code"
              maxLength={SEARCH_TERM_MAX_LENGTH}
              defaultValue={filters.vehicle}
              onSearch={(term) => changeFilters({ ...filters, vehicle: term })}
              style={{ maxWidth: 320 }}
              data-testid="tasks-search"
            />
          </div>
        )}
        {filtersOpen && <TasksFilterPanel key={panelKey} value={filters} onChange={changeFilters} canPickAssignee={canPickAssignee} />}
        {isError ? (
          <Result status="warning" title="Error while getting data from the server" extra={<Button onClick={() => void refetch()}>Try again</Button>} />
        ) : isLoading ? (
          <TableSkeleton rows={8} />
        ) : (
          <div data-testid="tasks-table">
            <Table<TaskRow>
              className="ops-clickable-rows"
              rowKey="_id"
              size="middle"
              columns={columns}
              dataSource={data?.tasks ?? []}
              loading={isLoading || isFetching}
              scroll={{ x: 980 }}
              onRow={(task) => ({
                onClick: () => navigate(appPath(`task/${task._id}`)),
                'data-testid': `task-row-${task._id}`,
              })}
              pagination={{
                current: page,
                pageSize,
                total,
                showSizeChanger: true,
                pageSizeOptions: TASKS_PAGE_SIZE_OPTIONS.map(String),
                showTotal: (n, [from, to]) => `${from}–${to} of ${n}`,
                onChange: (next, size) => {
                  setPage(size !== pageSize ? 1 : next);
                  setPageSize(size);
                },
              }}
              locale={{
                emptyText: isLoading ? ' ' : (
                  <EmptyState
                    title={filtered ? 'No tasks match these filters' : 'No tasks yet'}
                    description={filtered ? 'Clear a filter or widen the dates.' : 'Tasks appear here as vehicles, rides and ID checks need attention.'}
                    action={filtered ? <Button
                          onClick={() => {
                            changeFilters(EMPTY_TASK_FILTERS);
                            setPanelKey((k) => k + 1);
                          }}
                        >
                          Clear filters
                        </Button> : undefined}
                  />
                ),
              }}
            />
          </div>
        )}
      </Card>
      <ExportTasksDialog
        open={exportOpen}
        filters={filters}
        canExportWithoutLimit={canExportWithoutLimit}
        totalRows={total}
        onClose={() => setExportOpen(false)}
        onExport={(fields, exportWith) => {
          setExportOpen(false);
          void exporter.run(exportWith, fields);
        }}
      />
      <ExportIndicator status={exporter.status} />
    </div>
  );
}
