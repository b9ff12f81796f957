import { lazy, Suspense } from 'react';
import { Skeleton, Typography } from 'antd';
import dayjs from 'dayjs';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { ridesTargetText } from '@ops/shared/rules/targets';
import { Link } from 'react-router';
import { appPath } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { useCan } from '../../components/PermissionGate';
import { DashboardTile, type TileState } from './DashboardTile';
import type { HomeDashboardView } from './dashboardLive';
import { TILE_PATHS } from './tilePaths';

// The table loads after the tile's summary: see TargetsTable.
const TargetsTable = lazy(() => import('./TargetsTable'));

/** Today's rides per area against the day's share of the month's rides target (02 §5). */
export function TargetsTile({
  view,
  state,
  onRetry,
}: {
  view: HomeDashboardView | undefined;
  state: TileState;
  onRetry: () => void;
}) {
  const targets = view?.targets;
  const canSet = useCan(gate('target.SET'));
  const monthName = targets ? dayjs(new Date(targets.year, targets.month - 1, 1)).format('MMMM') : '';
  return (
    <DashboardTile
      title="Today's targets"
      to={TILE_PATHS.targets}
      linkLabel="Open targets against actuals"
      state={state}
      stale={view?.staleParts.includes('targets')}
      onRetry={onRetry}
      testId="tile-targets"
    >
      {targets && targets.areas.length === 0 ? (
        <EmptyState
          title={`No targets set for ${monthName}`}
          description="Each area's daily target is its monthly rides target spread over the month."
          action={canSet ? <Link to={appPath('targets')}>Set targets</Link> : undefined}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary" className="ops-dash-note" data-testid="targets-summary">
            Yesterday {(targets?.ridesYesterday ?? 0).toLocaleString('en-US')} of{' '}
            {ridesTargetText(targets?.yesterdayTarget ?? 0)} rides (
            {Math.round(targets?.yesterdayProgress ?? 0)}%) · today so far{' '}
            {(targets?.ridesToday ?? 0).toLocaleString('en-US')} of{' '}
            {ridesTargetText(targets?.dailyTarget ?? 0)} ({Math.round(targets?.progress ?? 0)}%), across the
            areas with a target for {monthName}
          </Typography.Paragraph>
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
            <TargetsTable areas={targets?.areas ?? []} />
          </Suspense>
        </>
      )}
    </DashboardTile>
  );
}
