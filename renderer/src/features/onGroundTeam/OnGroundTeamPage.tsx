import { useMemo, useState } from 'react';
import { Button, Segmented, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { ON_GROUND_TEAM_EXPORT, type OnGroundTeamShow } from '@ops/shared/exports/staffListsExportFields';
import { OPS_TASKS_LIST } from '@ops/shared/lists/opsTasks';
import { mapLinkOf, ON_SHIFT_REPORT_MINUTES } from '@ops/shared/rules/onGroundTeam';
import { appPath, vehiclePath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { defaultListState, writeListUrlState } from '../../components/list/listUrlState';
import { desktop } from '../../lib/desktop';
import { opsTaskTypeLabel } from '../opsTasks/OpsTaskStatusTag';
import { useGetOnGroundTeamQuery } from '../opsTasks/opsTasksApi';
import type * as G from '../../generated/graphql';

dayjs.extend(relativeTime);

type Member = G.OnGroundTeamQuery['onGroundTeam'][number];

/** The Ops Tasks list filtered to one technician, as the list kit writes it. */
const tasksOf = (userId: string) =>
  `${appPath('ops-tasks')}?${writeListUrlState({ ...defaultListState(OPS_TASKS_LIST), filters: { holder: userId } }, OPS_TASKS_LIST).toString()}`;

function LastLocation({ member }: { member: Member }) {
  const at = member.lastLocation;
  if (!at) return <Typography.Text type="secondary">No location reported</Typography.Text>;
  return (
    <Space direction="vertical" size={0}>
      <Space size={6}>
        <Typography.Text
          copyable={{ text: `${at.lat}, ${at.lng}` }}
          data-testid={`location-${member.user._id}`}
        >{`${at.lat.toFixed(5)}, ${at.lng.toFixed(5)}`}</Typography.Text>
        <Button size="small" type="link" onClick={() => void desktop.openExternal(mapLinkOf(at.lat, at.lng))}>
          Open map
        </Button>
      </Space>
      <Typography.Text type="secondary">{dayjs(at.createdAt).fromNow()}</Typography.Text>
      {at.errorCode && (
        <Typography.Text type="danger">{`Error Code: ${at.errorCode} - ${at.errorMessage ?? ''}`}</Typography.Text>
      )}
    </Space>
  );
}

const COLUMNS: ListColumn<Member>[] = [
  {
    key: 'name',
    title: 'Name',
    render: (_v, m) => (
      <Space direction="vertical" size={0}>
        <Link to={appPath(`user/${m.user._id}`)}>{m.user.name}</Link>
        <Typography.Text type="secondary">{m.user.phoneNumber}</Typography.Text>
      </Space>
    ),
  },
  { key: 'area', title: 'Area', render: (_v, m) => m.area?.name ?? '-' },
  {
    key: 'onShift',
    title: 'On shift',
    render: (_v, m) => (m.onShift ? <Tag color="green">On shift</Tag> : <Tag>Off</Tag>),
  },
  {
    key: 'currentTask',
    title: 'Current task',
    render: (_v, m) =>
      m.currentTask ? (
        <Space direction="vertical" size={0}>
          <span>
            {opsTaskTypeLabel(m.currentTask.type)} ·{' '}
            <Link to={vehiclePath(m.currentTask.vehicleCode)}>{m.currentTask.vehicleCode}</Link>
          </span>
          {m.currentTask.startedAt && (
            <Typography.Text type="secondary">{`started ${dayjs(m.currentTask.startedAt).fromNow()}`}</Typography.Text>
          )}
        </Space>
      ) : (
        '-'
      ),
  },
  { key: 'resolvedToday', title: 'Resolved today', align: 'right', render: (_v, m) => m.resolvedToday },
  { key: 'failedToday', title: 'Failed today', align: 'right', render: (_v, m) => m.failedToday },
  { key: 'lastLocation', title: 'Last location', render: (_v, m) => <LastLocation member={m} /> },
  { key: 'tasks', title: 'Tasks', render: (_v, m) => <Link to={tasksOf(m.user._id)}>All tasks</Link> },
];

/**
 * /app/on-ground-team (onGroundTeam layer): field technicians, who is on shift, the task each
 * holds, what they finished today and where their ops app last reported them. Refreshed every
 * 30 s and whenever an ops task changes here. Export (opsTask.EXPORT) writes the view shown.
 */
export default function OnGroundTeamPage() {
  const { data, isLoading, isFetching, error, refetch } = useGetOnGroundTeamQuery(undefined, {
    pollingInterval: 30_000,
  });
  const [show, setShow] = useState<OnGroundTeamShow>('onShift');
  const rows = useMemo(() => (show === 'all' ? data : data?.filter((m) => m.onShift)), [data, show]);
  const onShift = data?.filter((m) => m.onShift).length ?? 0;
  const exporter = useExport(ON_GROUND_TEAM_EXPORT);
  return (
    <ListPage
      title="On Ground Team"
      name="onGroundTeam"
      subtitle={`On shift: the ops app reported in the last ${ON_SHIFT_REPORT_MINUTES} minutes, or a task is in progress.`}
      columns={COLUMNS}
      rows={rows}
      total={rows?.length ?? 0}
      rowKey={(m) => m.user._id}
      loading={isLoading}
      fetching={isFetching}
      error={error}
      onRetry={() => void refetch()}
      headerButtons={
        <Segmented<OnGroundTeamShow>
          value={show}
          onChange={setShow}
          options={[
            { value: 'onShift', label: `On shift (${onShift})` },
            { value: 'all', label: `Everyone (${data?.length ?? 0})` },
          ]}
          data-testid="on-ground-show"
        />
      }
      rowAttributes={(m) => ({ 'data-on-shift': String(m.onShift) })}
      onExport={exporter.allowed ? () => exporter.open({ show }, rows?.length) : undefined}
      onExportSelected={
        exporter.allowed ? (members) => exporter.openSelected(members.map((m) => m.user._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={<ExportControls exporter={exporter} />}
      empty={{ title: show === 'onShift' ? 'No field staff on shift' : 'No field staff yet' }}
      testId="on-ground-team"
    />
  );
}
