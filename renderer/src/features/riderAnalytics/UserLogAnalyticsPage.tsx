import { useSearchParams } from 'react-router';
import { Card, Flex, Progress, Select, Table, Typography, theme } from 'antd';
import { areasOfSeries, summarize } from '@ops/shared/analytics/selection';
import { USER_LIFE_CYCLE_CASES } from '@ops/shared/lists/userLifeCycle';
import { vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useStaffLifeCycleAnalyticsQuery } from './riderAnalyticsApi';
import { casesInAreas, percent } from './riderFigures';

type CaseRow = ReturnType<typeof casesInAreas>[number];

const ALL_CASES = 'all';
const CASE_OPTIONS = [
  { value: ALL_CASES, label: 'All cases' },
  ...USER_LIFE_CYCLE_CASES.map((value) => ({ value, label: vehicleLifeCycleLabel(value) })).sort((a, b) =>
    a.label.localeCompare(b.label),
  ),
];

/**
 * /app/userLog/analytics (users.VIEW_BEHAVIOUR_LOGS): what staff did to vehicles over time (the
 * life-cycle events the users life cycle lists), by the vehicle's area, one case or all; and
 * every case's count for the chosen areas, where a row picks that case.
 */
export default function UserLogAnalyticsPage() {
  const analytics = useAnalyticsState();
  const { token } = theme.useToken();
  const [params, setParams] = useSearchParams();
  const logCase = USER_LIFE_CYCLE_CASES.includes(params.get('case') ?? '') ? params.get('case')! : null;
  const setCase = (next: string | null) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next) out.set('case', next);
      else out.delete('case');
      return out;
    });

  const result = useStaffLifeCycleAnalyticsQuery({ ...analytics.request, logCase });
  const data = result.data;
  const series = data && analytics.select(data.series);
  const cases = data ? casesInAreas(data.cases, analytics.areas) : [];
  const caseTotal = cases.reduce((sum, entry) => sum + entry.count, 0);
  const summary = series && summarize(series);
  const what = logCase ? vehicleLifeCycleLabel(logCase) : 'All staff events';
  const unitWord = analytics.unit === 'DAYS' ? 'day' : analytics.unit === 'WEEKS' ? 'week' : 'month';

  return (
    <AnalyticsPage
      title="User Behaviour Logs"
      subtitle="Vehicle life-cycle events staff caused, by the vehicle's area."
      analytics={analytics}
      areas={areasOfSeries(data?.series)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!series && isEmptySeries(series) && caseTotal === 0}
      exportTarget={{ series: 'staffLifeCycle', args: logCase ? { logCase } : undefined }}
      toolbar={
        <Flex vertical gap={4} style={{ minWidth: 220 }}>
          <Typography.Text type="secondary" id="life-cycle-case-label">
            Case
          </Typography.Text>
          <Select
            aria-labelledby="life-cycle-case-label"
            value={logCase ?? ALL_CASES}
            options={CASE_OPTIONS}
            showSearch
            optionFilterProp="label"
            onChange={(value: string) => setCase(value === ALL_CASES ? null : value)}
            data-testid="life-cycle-case"
          />
        </Flex>
      }
      kpis={[
        { key: 'events', title: logCase ? `${what} events` : 'Staff events', value: summary?.total ?? 0 },
        {
          key: 'average',
          title: `Per ${unitWord}`,
          value: summary?.average ?? 0,
          hint: 'On average over these dates',
        },
        {
          key: 'top',
          title: 'Most frequent case',
          value: cases[0]?.count ?? 0,
          hint: cases[0]
            ? `${cases[0].label}, ${percent(cases[0].count, caseTotal)} % of events`
            : 'No events',
        },
      ]}
      charts={
        series
          ? [
              {
                key: 'events',
                title: `${what} per area`,
                kind: 'stacked',
                format: 'count',
                labels: series.xAxisLabels,
                series: series.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={series && { title: `${what} per area`, series, format: 'count' }}
    >
      {data && (
        <Card
          size="small"
          title="By case (chosen areas, whole range)"
          extra={<Typography.Text type="secondary">Choose a row to chart that case</Typography.Text>}
        >
          <Table<CaseRow>
            size="small"
            rowKey="case"
            pagination={false}
            dataSource={cases}
            data-testid="life-cycle-cases"
            onRow={(row) => ({
              onClick: () => setCase(row.case === logCase ? null : row.case),
              'aria-selected': row.case === logCase,
              style: {
                cursor: 'pointer',
                ...(row.case === logCase ? { background: token.colorPrimaryBg, fontWeight: 600 } : {}),
              },
            })}
            columns={[
              { title: 'Case', dataIndex: 'label' },
              { title: 'Events', dataIndex: 'count', align: 'right', width: 120 },
              {
                title: 'Share',
                key: 'share',
                width: 240,
                render: (_: unknown, row) => (
                  <Progress
                    percent={percent(row.count, caseTotal)}
                    size="small"
                    format={(value) => `${value} %`}
                  />
                ),
              },
            ]}
          />
        </Card>
      )}
    </AnalyticsPage>
  );
}
