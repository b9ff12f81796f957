import type { ReactNode } from 'react';
import { Flex, Statistic, Typography } from 'antd';
import dayjs from 'dayjs';
import { fmtMoney } from '../../lib/format';
import { useNow } from '../../lib/useNow';
import { formatAge } from './age';
import { Change, DashboardTile, type TileState } from './DashboardTile';
import type { HomeDashboardView } from './dashboardLive';
import { TILE_PATHS } from './tilePaths';
import { countText } from '@ops/shared/rules/plural';

interface TileProps {
  view: HomeDashboardView | undefined;
  state: TileState;
  onRetry: () => void;
}

/** Today's weekday: 'by this time last Monday' compares with the same weekday a week ago. */
const weekdayOf = (day: string | undefined): string => (day ? dayjs(day).format('dddd') : 'week');

/** Minutes since an ISO time, on a clock that ticks: the age grows without a new read. */
function useAgeMinutes(since: string | null | undefined): number | null {
  const now = useNow(30_000);
  return since ? Math.max(0, (now.getTime() - new Date(since).getTime()) / 60_000) : null;
}

/** What the morning looks back on, one quiet line under today's figure. */
function Yesterday({ children }: { children: ReactNode }) {
  return (
    <Typography.Paragraph className="ops-dash-yesterday">
      Yesterday <Typography.Text strong>{children}</Typography.Text>
    </Typography.Paragraph>
  );
}

export function RidesTile({ view, state, onRetry }: TileProps) {
  const rides = view?.rides;
  const lastWeekday = weekdayOf(view?.day);
  return (
    <DashboardTile
      title="Rides"
      to={TILE_PATHS.rides}
      linkLabel="Open rides"
      state={state}
      stale={view?.staleParts.includes('rides')}
      onRetry={onRetry}
      testId="tile-rides"
    >
      <Flex gap={32} wrap>
        <Statistic title="In ride now" value={rides?.now ?? 0} valueStyle={{ color: 'var(--ops-focus)' }} />
        <Statistic title="Started today" value={rides?.today ?? 0} />
      </Flex>
      <Yesterday>{countText(rides?.yesterday ?? 0, 'ride')}</Yesterday>
      <Change
        percent={rides?.changePercent}
        base={`${rides?.sameTimeLastWeek ?? 0} by this time last ${lastWeekday}`}
        label="rides last week"
      />
    </DashboardTile>
  );
}

export function RevenueTile({ view, state, onRetry }: TileProps) {
  const revenue = view?.revenue;
  const weekday = weekdayOf(revenue?.lastWeekDay);
  return (
    <DashboardTile
      title="Revenue today"
      to={TILE_PATHS.revenue}
      linkLabel="Open bill analytics"
      state={state}
      stale={view?.staleParts.includes('revenue')}
      onRetry={onRetry}
      testId="tile-revenue"
    >
      <Statistic title="Collected so far" value={fmtMoney(revenue?.today ?? 0)} />
      <Yesterday>{fmtMoney(revenue?.yesterday ?? 0)}</Yesterday>
      <Change
        percent={revenue?.changePercent}
        base={`${fmtMoney(revenue?.sameTimeLastWeek ?? 0)} by this time last ${weekday}`}
        label="revenue last week"
      />
      <Typography.Paragraph type="secondary" className="ops-dash-note">
        Last {weekday} in full: {fmtMoney(revenue?.lastWeekFullDay ?? 0)}
      </Typography.Paragraph>
    </DashboardTile>
  );
}

export function VerificationsTile({ view, state, onRetry }: TileProps) {
  const verifications = view?.verifications;
  const age = useAgeMinutes(verifications?.oldestPendingSince);
  return (
    <DashboardTile
      title="ID verifications"
      to={TILE_PATHS.verifications}
      linkLabel="Review pending ID verifications"
      state={state}
      stale={view?.staleParts.includes('verifications')}
      onRetry={onRetry}
      testId="tile-verifications"
    >
      <Statistic
        title="Pending"
        value={verifications?.pending ?? 0}
        valueStyle={{ color: (verifications?.pending ?? 0) > 0 ? 'var(--ops-primary-text)' : undefined }}
      />
      <Typography.Text type="secondary">
        {age === null ? 'None waiting: all caught up' : `Oldest waiting ${formatAge(age)}`}
      </Typography.Text>
    </DashboardTile>
  );
}

export function AgentsTile({ view, state, onRetry }: TileProps) {
  const agents = view?.agents;
  const age = useAgeMinutes(agents?.oldestWaitingSince);
  const waiting = agents?.tasksWaiting ?? 0;
  const noOne = (agents?.working ?? 0) === 0 && waiting > 0;
  return (
    <DashboardTile
      title="Support team"
      to={TILE_PATHS.agents}
      linkLabel="Open support team attendance"
      state={state}
      stale={view?.staleParts.includes('agents')}
      onRetry={onRetry}
      testId="tile-agents"
    >
      <Flex gap={24} wrap>
        <Statistic title="Checked in" value={agents?.working ?? 0} />
        <Statistic title="On break" value={agents?.onBreak ?? 0} />
        <Statistic
          title="Tasks waiting"
          value={waiting}
          valueStyle={{ color: noOne ? 'var(--ops-error-line)' : undefined }}
        />
      </Flex>
      <Typography.Text type={noOne ? 'danger' : 'secondary'}>
        {age === null ? 'No task waiting' : `Oldest waiting ${formatAge(age)}`}
        {(agents?.tasksPending ?? 0) > 0 ? ` · ${agents?.tasksPending} set pending` : ''}
      </Typography.Text>
    </DashboardTile>
  );
}
