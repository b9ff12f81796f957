import { Progress, Table, Typography } from 'antd';
import { progressTone } from '@ops/shared/rules/dashboard';
import { useTranslation } from 'react-i18next';
import { formatCount, formatPercent } from '../../lib/format';
import { targetText } from './targetText';
import type { HomeDashboardView } from './dashboardLive';

type Area = NonNullable<HomeDashboardView['targets']>['areas'][number];

const TONE_COLOURS = { none: '#a1a1aa', below: '#dc2626', on: '#16a34a', above: '#0f766e' } as const;

function AreaProgress({
  ridesToday,
  dailyTarget,
  progress,
}: {
  ridesToday: number;
  dailyTarget: number;
  progress: number;
}) {
  const tone = progressTone(progress, dailyTarget);
  const { t } = useTranslation();
  return (
    <Progress
      percent={Math.min(100, progress)}
      strokeColor={TONE_COLOURS[tone]}
      format={() => (dailyTarget > 0 ? formatPercent(Math.round(progress)) : '—')}
      aria-label={t('dashboard.targets.progressLabel', {
        n: formatCount(ridesToday),
        target: targetText(dailyTarget),
      })}
    />
  );
}

/** Yesterday's rides of its target, the percent coloured below / on / above. */
function YesterdayCell({ rides, target, progress }: { rides: number; target: number; progress: number }) {
  const tone = progressTone(progress, target);
  return (
    <span>
      {formatCount(rides)} / {targetText(target)}{' '}
      <Typography.Text strong style={{ color: TONE_COLOURS[tone] }}>
        {target > 0 ? formatPercent(Math.round(progress)) : '—'}
      </Typography.Text>
    </span>
  );
}

/**
 * The targets tile's table of areas, a module of its own so that the dashboard loads it lazily:
 * antd's Table (47 kB gzip) was the only reason the first page after sign-in carried the table
 * chunk, which put it over its 500 kB budget (issue 29 §4, bench/rendererSize.ts).
 */
export default function TargetsTable({ areas }: { areas: readonly Area[] }) {
  const { t } = useTranslation();
  return (
    <Table<Area>
      size="small"
      rowKey="areaId"
      pagination={false}
      dataSource={[...areas]}
      columns={[
        { title: t('dashboard.targets.area'), dataIndex: 'areaName', ellipsis: true, width: '28%' },
        {
          title: t('dashboard.targets.yesterday'),
          key: 'yesterday',
          align: 'right',
          width: 150,
          responsive: ['sm'],
          render: (_v, a) => (
            <YesterdayCell
              rides={a.ridesYesterday}
              target={a.yesterdayTarget}
              progress={a.yesterdayProgress}
            />
          ),
        },
        {
          title: t('dashboard.targets.today'),
          dataIndex: 'ridesToday',
          align: 'right',
          width: 80,
          render: (value: number) => formatCount(value),
        },
        {
          title: t('dashboard.targets.dayTarget'),
          dataIndex: 'dailyTarget',
          align: 'right',
          width: 100,
          responsive: ['md'],
          render: (value: number) => targetText(value),
        },
        { title: t('dashboard.targets.soFar'), key: 'progress', render: (_v, a) => <AreaProgress {...a} /> },
      ]}
    />
  );
}
