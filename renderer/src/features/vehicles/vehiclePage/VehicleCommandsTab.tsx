import { useState } from 'react';
import { Table, Tag, type TableColumnsType } from 'antd';
import { Link } from 'react-router';
import { appPath } from '../../../app/paths';
import { EmptyState } from '../../../components/EmptyState';
import { fmtDate } from '../../../lib/format';
import { useVehicleCommandsQuery, type CommandEntry } from './vehiclePageApi';

const PAGE_SIZE = 10;
/** While a command waits for the vehicle's answer, the history asks again this often. */
const WAITING_POLL_MS = 1_500;

const STATUS: Record<string, { label: string; color: string }> = {
  // 'processing' blue fails contrast (axe); the darker blue preset passes.
  sent: { label: 'Sent', color: 'blue' },
  acknowledged: { label: 'Acknowledged', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
  timed_out: { label: 'Timed out', color: 'warning' },
};

const COMMAND_LABELS: Record<string, string> = {
  lock: 'Motor Lock',
  unlock: 'Motor Unlock',
  restart: 'Restart',
  ring: 'Ring',
  extunlock: 'Ext Unlock',
  setSpeedLimit: 'Speed Limit',
};

const columns: TableColumnsType<CommandEntry> = [
  {
    title: 'Command',
    key: 'command',
    render: (_v, entry) => {
      const speed =
        entry.command === 'setSpeedLimit' && typeof entry.params === 'object' && entry.params !== null
          ? (entry.params as { speed?: unknown }).speed
          : null;
      return `${COMMAND_LABELS[entry.command] ?? entry.command}${typeof speed === 'number' ? ` (${speed} km/h)` : ''}`;
    },
  },
  {
    title: 'Outcome',
    key: 'status',
    render: (_v, entry) => {
      const status = STATUS[entry.status] ?? { label: entry.status, color: 'default' };
      return (
        <>
          <Tag color={status.color} data-testid="command-status">
            {status.label}
          </Tag>
          {entry.error && <span className="ops-cell-sub">{entry.error}</span>}
        </>
      );
    },
  },
  {
    title: 'Sent by',
    key: 'sentBy',
    render: (_v, entry) =>
      entry.sentBy ? <Link to={appPath(`user/${entry.sentBy._id}`)}>{entry.sentBy.name}</Link> : 'System',
  },
  {
    title: 'Task',
    key: 'task',
    render: (_v, entry) => (entry.taskId ? <Link to={appPath(`task/${entry.taskId}`)}>Open task</Link> : '-'),
  },
  { title: 'Sent', key: 'createdAt', render: (_v, entry) => fmtDate(entry.createdAt) },
  { title: 'Answered', key: 'settledAt', render: (_v, entry) => fmtDate(entry.settledAt) },
];

/** The vehicle's command history: sent, acknowledged, failed or timed out, newest first. */
export function VehicleCommandsTab({ vehicleId }: { vehicleId: string }) {
  const [page, setPage] = useState(1);
  const [waiting, setWaiting] = useState(false);
  const result = useVehicleCommandsQuery(
    { vehicleId, pageNumber: page, rowsPerPage: PAGE_SIZE },
    { pollingInterval: waiting ? WAITING_POLL_MS : 0 },
  );
  const rows = result.data?.data ?? [];
  const anyWaiting = rows.some((entry) => entry.status === 'sent');
  if (anyWaiting !== waiting) setWaiting(anyWaiting);
  return (
    <Table<CommandEntry>
      data-testid="vehicle-commands"
      size="small"
      rowKey="_id"
      columns={columns}
      dataSource={rows}
      loading={result.isLoading}
      locale={{ emptyText: <EmptyState title="No commands sent to this vehicle" /> }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: result.data?.count ?? 0,
        showSizeChanger: false,
        onChange: setPage,
        hideOnSinglePage: true,
      }}
    />
  );
}
