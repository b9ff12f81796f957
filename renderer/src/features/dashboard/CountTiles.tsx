import type { ReactNode } from 'react';
import { Flex, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fmtMoney, formatCount, formatWeekday } from '../../lib/format';
import { useNow } from '../../lib/useNow';
import { formatAge } from './age';
import { Change, DashboardTile, type TileState } from './DashboardTile';
import type { HomeDashboardView } from './dashboardLive';
import { TILE_PATHS } from './tilePaths';

interface TileProps {
  view: HomeDashboardView | undefined;
  state: TileState;
  onRetry: () => void;
}

/** Today's weekday: 'by this time last Monday' compares with the same weekday a week ago. */
const weekdayOf = (day: string | undefined): string | undefined => (day ? formatWeekday(day) : undefined);

/** Minutes since an ISO time, on a clock that ticks: the age grows without a new read. */
function useAgeMinutes(since: string | null | undefined): number | null {
  const now = useNow(30_000);
  return since ? Math.max(0, (now.getTime() - new Date(since).getTime()) / 60_000) : null;
}

/** What the morning looks back on, one quiet line under today's figure. */
function Yesterday({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Typography.Paragraph className="ops-dash-yesterday">
      {t('dashboard.tile.yesterday')} <Typography.Text strong>{children}</Typography.Text>
    </Typography.Paragraph>
  );
}

export function RidesTile({ view, state, onRetry }: TileProps) {
  const rides = view?.rides;
  const { t } = useTranslation();
  const lastWeekday = weekdayOf(view?.day);
  const base = { n: formatCount(rides?.sameTimeLastWeek ?? 0), weekday: lastWeekday };
  return (
    <DashboardTile
      title={t('dashboard.rides.title')}
      to={TILE_PATHS.rides}
      linkLabel={t('dashboard.rides.link')}
      state={state}
      stale={view?.staleParts.includes('rides')}
      onRetry={onRetry}
      testId="tile-rides"
    >
      <Flex gap={32} wrap>
        <Statistic
          title={t('dashboard.rides.now')}
          value={rides?.now ?? 0}
          valueStyle={{ color: 'var(--ops-focus)' }}
        />
        <Statistic title={t('dashboard.rides.today')} value={rides?.today ?? 0} />
      </Flex>
      <Yesterday>
        {t('dashboard.rides.count', { count: rides?.yesterday ?? 0, n: formatCount(rides?.yesterday ?? 0) })}
      </Yesterday>
      <Change
        percent={rides?.changePercent}
        base={lastWeekday ? t('dashboard.rides.base', base) : t('dashboard.rides.baseWeek', base)}
        none={t('dashboard.rides.none')}
      />
    </DashboardTile>
  );
}

export function RevenueTile({ view, state, onRetry }: TileProps) {
  const revenue = view?.revenue;
  const { t } = useTranslation();
  const weekday = weekdayOf(revenue?.lastWeekDay);
  const base = { amount: fmtMoney(revenue?.sameTimeLastWeek ?? 0), weekday };
  const full = { amount: fmtMoney(revenue?.lastWeekFullDay ?? 0), weekday };
  return (
    <DashboardTile
      title={t('dashboard.revenue.title')}
      to={TILE_PATHS.revenue}
      linkLabel={t('dashboard.revenue.link')}
      state={state}
      stale={view?.staleParts.includes('revenue')}
      onRetry={onRetry}
      testId="tile-revenue"
    >
      <Statistic title={t('dashboard.revenue.collected')} value={fmtMoney(revenue?.today ?? 0)} />
      <Yesterday>{fmtMoney(revenue?.yesterday ?? 0)}</Yesterday>
      <Change
        percent={revenue?.changePercent}
        base={weekday ? t('dashboard.revenue.base', base) : t('dashboard.revenue.baseWeek', base)}
        none={t('dashboard.revenue.none')}
      />
      <Typography.Paragraph type="secondary" className="ops-dash-note">
        {weekday ? t('dashboard.revenue.lastFull', full) : t('dashboard.revenue.lastWeekFull', full)}
      </Typography.Paragraph>
    </DashboardTile>
  );
}

export function VerificationsTile({ view, state, onRetry }: TileProps) {
  const verifications = view?.verifications;
  const { t } = useTranslation();
  const age = useAgeMinutes(verifications?.oldestPendingSince);
  return (
    <DashboardTile
      title={t('dashboard.verifications.title')}
      to={TILE_PATHS.verifications}
      linkLabel={t('dashboard.verifications.link')}
      state={state}
      stale={view?.staleParts.includes('verifications')}
      onRetry={onRetry}
      testId="tile-verifications"
    >
      <Statistic
        title={t('dashboard.verifications.pending')}
        value={verifications?.pending ?? 0}
        valueStyle={{ color: (verifications?.pending ?? 0) > 0 ? 'var(--ops-primary-text)' : undefined }}
      />
      <Typography.Text type="secondary">
        {age === null
          ? t('dashboard.verifications.none')
          : t('dashboard.tile.oldestWaiting', { age: formatAge(age) })}
      </Typography.Text>
    </DashboardTile>
  );
}

export function AgentsTile({ view, state, onRetry }: TileProps) {
  const agents = view?.agents;
  const age = useAgeMinutes(agents?.oldestWaitingSince);
  const waiting = agents?.tasksWaiting ?? 0;
  const noOne = (agents?.working ?? 0) === 0 && waiting > 0;
  const { t } = useTranslation();
  return (
    <DashboardTile
      title={t('dashboard.agents.title')}
      to={TILE_PATHS.agents}
      linkLabel={t('dashboard.agents.link')}
      state={state}
      stale={view?.staleParts.includes('agents')}
      onRetry={onRetry}
      testId="tile-agents"
    >
      <Flex gap={24} wrap>
        <Statistic title={t('dashboard.agents.checkedIn')} value={agents?.working ?? 0} />
        <Statistic title={t('dashboard.agents.onBreak')} value={agents?.onBreak ?? 0} />
        <Statistic
          title={t('dashboard.agents.waiting')}
          value={waiting}
          valueStyle={{ color: noOne ? 'var(--ops-error-line)' : undefined }}
        />
      </Flex>
      <Typography.Text type={noOne ? 'danger' : 'secondary'}>
        {age === null
          ? t('dashboard.agents.noneWaiting')
          : t('dashboard.tile.oldestWaiting', { age: formatAge(age) })}
        {(agents?.tasksPending ?? 0) > 0
          ? t('dashboard.agents.setPending', { n: formatCount(agents?.tasksPending ?? 0) })
          : ''}
      </Typography.Text>
    </DashboardTile>
  );
}
