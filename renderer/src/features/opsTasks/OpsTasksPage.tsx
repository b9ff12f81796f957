import { useState } from 'react';
import { OPS_TASKS_EXPORT } from '@ops/shared/exports/opsTasksExportFields';
import { useListExport } from '../../components/export/useListExport';
import { Button } from 'antd';
import { Link } from 'react-router';
import { OPS_TASKS_LIST, type OpsTasksSortField } from '@ops/shared/lists/opsTasks';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { formatDateTime } from '../../lib/format';
import { vehiclePath } from '../../app/paths';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { NewOpsTaskDialog } from './NewOpsTaskDialog';
import { OpsTaskActions } from './OpsTaskActions';
import { OpsTaskDrawer } from './OpsTaskDrawer';
import { useDrawerParam } from '../../components/list/useDrawerParam';
import { opsTaskTypeLabel, OpsTaskStatusTag } from './OpsTaskStatusTag';
import { OpsTasksFilterPanel } from './OpsTasksFilterPanel';
import { useGetOpsTasksQuery, useGetOpsTaskTechniciansQuery, type OpsTaskRow } from './opsTasksApi';

const COLUMNS: ListColumn<OpsTaskRow, OpsTasksSortField>[] = [
  { key: 'type', title: 'Type', render: (_v, task) => opsTaskTypeLabel(task.type) },
  {
    key: 'vehicle',
    title: 'Vehicle',
    sortField: 'vehicleCode',
    render: (_v, task) => (
      <Link to={vehiclePath(task.vehicleCode)} onClick={(event) => event.stopPropagation()}>
        {task.vehicleCode}
      </Link>
    ),
  },
  { key: 'area', title: 'Area', render: (_v, task) => task.area?.name ?? '-' },
  { key: 'status', title: 'Status', render: (_v, task) => <OpsTaskStatusTag status={task.status} /> },
  { key: 'holder', title: 'Technician', render: (_v, task) => task.holder?.name ?? '-' },
  {
    key: 'createdAt',
    title: 'Created',
    sortField: 'createdAt',
    render: (_v, task) => formatDateTime(task.createdAt),
  },
  {
    key: 'startedAt',
    title: 'Started',
    sortField: 'startedAt',
    render: (_v, task) => formatDateTime(task.startedAt),
  },
  {
    key: 'endedAt',
    title: 'Ended',
    sortField: 'endedAt',
    render: (_v, task) => formatDateTime(task.endedAt),
  },
  { key: 'note', title: 'Note', hiddenByDefault: true, render: (_v, task) => task.note ?? '-' },
  { key: 'outcome', title: 'Outcome', hiddenByDefault: true, render: (_v, task) => task.endReason ?? '-' },
  {
    key: 'actions',
    title: 'Actions',
    fixed: 'right',
    width: 210,
    render: (_v, task) => <OpsTaskActions task={task} />,
  },
];

/**
 * /app/ops-tasks (opsTask.VIEW_PAGE): field work for technicians (battery swap, rebalance,
 * repair, pickup) on the list kit, searched by vehicle code. Start, resolve, fail and close
 * show by the shared rule; a row opens the task with its history.
 */
export default function OpsTasksPage() {
  const list = useListState(OPS_TASKS_LIST);
  const { data, isLoading, isFetching, error, refetch } = useGetOpsTasksQuery({
    ...list.request,
    searchTerm: list.search || undefined,
  });
  const canManage = useCan(gate('opsTask.MANAGE'));
  const seesTechnicians = useCan(gate('opsTask.START_FOR_OTHERS'));
  const { data: technicians } = useGetOpsTaskTechniciansQuery(undefined, { skip: !seesTechnicians });
  const [creating, setCreating] = useState(false);
  const drawer = useDrawerParam('opsTask');
  const exporter = useListExport(OPS_TASKS_EXPORT, list.filters, data?.totalCount ?? 0);

  return (
    <>
      <ListPage
        title="Ops Tasks"
        list={list}
        columns={COLUMNS}
        rows={data?.opsTasks}
        total={data?.totalCount ?? 0}
        rowKey={(task) => task._id}
        loading={isLoading}
        fetching={isFetching}
        error={error}
        onRetry={() => void refetch()}
        search={{ placeholder: 'Vehicle code' }}
        filters={<OpsTasksFilterPanel list={list} technicians={technicians} />}
        headerButtons={
          canManage && (
            <Button type="primary" onClick={() => setCreating(true)} data-testid="ops-task-new">
              New ops task
            </Button>
          )
        }
        onOpenRow={(task) => drawer.open(task._id)}
        rowHref={(task) => drawer.hrefFor(task._id)}
        rowLinkColumn="type"
        scrollX={1300}
        rowAttributes={(task) => ({
          'data-task': task._id,
          'data-status': task.status,
          'data-vehicle': task.vehicleCode,
        })}
        empty={{ title: 'No ops tasks yet', filteredTitle: 'No ops tasks match these filters' }}
        {...exporter.listProps}
        testId="ops-tasks"
      />
      {exporter.controls}
      <NewOpsTaskDialog open={creating} onClose={() => setCreating(false)} />
      <OpsTaskDrawer taskId={drawer.openId} onClose={drawer.close} />
    </>
  );
}
