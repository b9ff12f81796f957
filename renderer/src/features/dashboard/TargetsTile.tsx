import { lazy, Suspense } from 'react';
import { Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { targetText } from './targetText';
import { Link } from 'react-router';
import { appPath } from '../../app/paths';
import { formatCount, formatMonthName, formatPercent } from '../../lib/format';
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
  const { t } = useTranslation();
  const monthName = targets ? formatMonthName(targets.year, targets.month) : '';
  return (
    <DashboardTile
      title={t('dashboard.targets.title')}
      to={TILE_PATHS.targets}
      linkLabel={t('dashboard.targets.link')}
      state={state}
      stale={view?.staleParts.includes('targets')}
      onRetry={onRetry}
      testId="tile-targets"
    >
      {targets && targets.areas.length === 0 ? (
        <EmptyState
          title={t('dashboard.targets.empty', { month: monthName })}
          description={t('dashboard.targets.emptyText')}
          action={canSet ? <Link to={appPath('targets')}>{t('dashboard.targets.set')}</Link> : undefined}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary" className="ops-dash-note" data-testid="targets-summary">
            {t('dashboard.targets.summary', {
              ridesYesterday: formatCount(targets?.ridesYesterday ?? 0),
              targetYesterday: targetText(targets?.yesterdayTarget ?? 0),
              progressYesterday: formatPercent(Math.round(targets?.yesterdayProgress ?? 0)),
              ridesToday: formatCount(targets?.ridesToday ?? 0),
              targetToday: targetText(targets?.dailyTarget ?? 0),
              progressToday: formatPercent(Math.round(targets?.progress ?? 0)),
              month: monthName,
            })}
          </Typography.Paragraph>
          <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 2 }} />}>
            <TargetsTable areas={targets?.areas ?? []} />
          </Suspense>
        </>
      )}
    </DashboardTile>
  );
}
