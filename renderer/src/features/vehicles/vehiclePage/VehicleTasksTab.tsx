import { useState } from 'react';
import { Table, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { appPath } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { fmtDate } from '../../../lib/format';
import { CaseTags, TaskStatusTag, taskTypeLabel } from '../../supervisor/components/TaskTags';
import { useSupervisorTasksQuery, type TaskRow } from '../../supervisor/tasksApi';

const PAGE_SIZE = 10;

const columns: TableColumnsType<TaskRow> = [
  { title: 'Type', key: 'type', render: (_v, task) => taskTypeLabel(task.type) },
  {
    title: 'Cases',
    key: 'cases',
    render: (_v, task) => <CaseTags cases={task.cases} mainCase={task.mainCase} />,
  },
  { title: 'Status', key: 'status', render: (_v, task) => <TaskStatusTag status={task.status} /> },
  { title: 'Assigned to', key: 'assignedTo', render: (_v, task) => task.assignedToName ?? '-' },
  { title: 'Created', key: 'createdAt', render: (_v, task) => fmtDate(task.createdAt) },
  {
    title: 'Actions',
    key: 'open',
    render: (_v, task) => <Link to={appPath(`task/${task._id}`)}>Open task</Link>,
  },
];

/** The vehicle's tasks: the tasks table (task.VIEW_TASKS_TABLE) filtered to this vehicle. */
export function VehicleTasksTab({ vehicleId }: { vehicleId: string }) {
  const [page, setPage] = useState(1);
  const result = useSupervisorTasksQuery({
    pageNumber: page,
    rowsPerPage: PAGE_SIZE,
    filters: JSON.stringify({ vehicle: vehicleId }),
  });
  return (
    <Table<TaskRow>
      data-testid="vehicle-tasks"
      size="small"
      rowKey="_id"
      columns={columns}
      dataSource={result.data?.tasks ?? []}
      loading={result.isLoading}
      locale={{ emptyText: <EmptyState title="No tasks for this vehicle" /> }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: result.data?.totalTasksCount ?? 0,
        showSizeChanger: false,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
    />
  );
}
