import { Progress, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { progressTone } from '@ops/shared/rules/dashboard';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { Link } from 'react-router';
import { appPath } from '../../app/paths';
import { EmptyState } from '../../components/EmptyState';
import { useCan } from '../../components/PermissionGate';
import { DashboardTile, type TileState } from './DashboardTile';
import type { HomeDashboardView } from './dashboardLive';
import { TILE_PATHS } from './tilePaths';

type Area = NonNullable<HomeDashboardView['targets']>['areas'][number];

const TONE_COLOURS = { none: '#a1a1aa', below: '#dc2626', on: '#16a34a', above: '#0f766e' } as const;

function AreaProgress({ ridesToday, dailyTarget, progress }: { ridesToday: number; dailyTarget: number; progress: number }) {
  const tone = progressTone(progress, dailyTarget);
  return (
    <Progress
      percent={Math.min(100, progress)}
      strokeColor={TONE_COLOURS[tone]}
      format={() => (dailyTarget > 0 ? `${Math.round(progress)}%` : '—')}
      aria-label={`${ridesToday} of ${dailyTarget} rides`}
    />
  );
}

/** Yesterday's rides of its target, the percent coloured below / on / above. */
function YesterdayCell({ rides, target, progress }: { rides: number; target: number; progress: number }) {
  const tone = progressTone(progress, target);
  return (
    <span>
      {rides} / {target}{' '}
      <Typography.Text strong style={{ color: TONE_COLOURS[tone] }}>
        {target > 0 ? `${Math.round(progress)}%` : '—'}
      </Typography.Text>
    </span>
  );
}

/** Today's rides per area against the day's share of the month's rides target (02 §5). */
export function TargetsTile({ view, state, onRetry }: { view: HomeDashboardView | undefined; state: TileState; onRetry: () => void }) {
  const targets = view?.targets;
  const canSet = useCan(gate('target.SET'));
  const monthName = targets ? dayjs(new Date(targets.year, targets.month - 1, 1)).format('MMMM') : '';
  return (
    <DashboardTile title="Today's targets" to={TILE_PATHS.targets} linkLabel="Open targets against actuals" state={state} stale={view?.staleParts.includes('targets')} onRetry={onRetry} testId="tile-targets">
      {targets && targets.areas.length === 0 ? (
        <EmptyState
          title={`No targets set for ${monthName}`}
          description="Each area's daily target is its monthly rides target spread over the month."
          action={canSet ? <Link to={appPath('targets')}>Set targets</Link> : undefined}
        />
      ) : (
        <>
          <Typography.Paragraph type="secondary" className="ops-dash-note" data-testid="targets-summary">
            Yesterday {targets?.ridesYesterday ?? 0} of {targets?.yesterdayTarget ?? 0} rides ({Math.round(targets?.yesterdayProgress ?? 0)}%) · today so far{' '}
            {targets?.ridesToday ?? 0} of {targets?.dailyTarget ?? 0} ({Math.round(targets?.progress ?? 0)}%), across the areas with a target for {monthName}
          </Typography.Paragraph>
          <Table<Area>
            size="small"
            rowKey="areaId"
            pagination={false}
            dataSource={targets?.areas ?? []}
            columns={[
              { title: 'Area', dataIndex: 'areaName', ellipsis: true, width: '28%' },
              {
                title: 'Yesterday',
                key: 'yesterday',
                align: 'right',
                width: 150,
                responsive: ['sm'],
                render: (_v, a) => <YesterdayCell rides={a.ridesYesterday} target={a.yesterdayTarget} progress={a.yesterdayProgress} />,
              },
              { title: 'Today', dataIndex: 'ridesToday', align: 'right', width: 80 },
              { title: 'Day target', dataIndex: 'dailyTarget', align: 'right', width: 100, responsive: ['md'] },
              { title: 'Today so far', key: 'progress', render: (_v, a) => <AreaProgress {...a} /> },
            ]}
          />
        </>
      )}
    </DashboardTile>
  );
}
