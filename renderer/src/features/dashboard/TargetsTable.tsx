import { Progress, Table, Typography } from 'antd';
import { progressTone } from '@ops/shared/rules/dashboard';
import { ridesTargetText } from '@ops/shared/rules/targets';
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
  return (
    <Progress
      percent={Math.min(100, progress)}
      strokeColor={TONE_COLOURS[tone]}
      format={() => (dailyTarget > 0 ? `${Math.round(progress)}%` : '—')}
      aria-label={`${ridesToday.toLocaleString('en-US')} of ${ridesTargetText(dailyTarget)} rides`}
    />
  );
}

/** Yesterday's rides of its target, the percent coloured below / on / above. */
function YesterdayCell({ rides, target, progress }: { rides: number; target: number; progress: number }) {
  const tone = progressTone(progress, target);
  return (
    <span>
      {rides.toLocaleString('en-US')} / {ridesTargetText(target)}{' '}
      <Typography.Text strong style={{ color: TONE_COLOURS[tone] }}>
        {target > 0 ? `${Math.round(progress)}%` : '—'}
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
  return (
    <Table<Area>
      size="small"
      rowKey="areaId"
      pagination={false}
      dataSource={[...areas]}
      columns={[
        { title: 'Area', dataIndex: 'areaName', ellipsis: true, width: '28%' },
        {
          title: 'Yesterday',
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
        { title: 'Today', dataIndex: 'ridesToday', align: 'right', width: 80 },
        {
          title: 'Day target',
          dataIndex: 'dailyTarget',
          align: 'right',
          width: 100,
          responsive: ['md'],
          render: (value: number) => ridesTargetText(value),
        },
        { title: 'Today so far', key: 'progress', render: (_v, a) => <AreaProgress {...a} /> },
      ]}
    />
  );
}
