import { theme } from 'antd';
import { areasOfSeries } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { ChoiceSwitch } from '../../components/analytics/ChoiceSwitch';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useUrlChoice } from '../../components/analytics/useUrlChoice';
import {
  COUNTER_STATUS_LABELS,
  COUNTER_STATUSES,
  counterFigures,
  type CounterStatus,
} from './counterAnalytics';
import { useVehicleCounterAnalyticsQuery } from './counterAnalyticsApi';

/**
 * /app/vehicles/counter/analytics (vehicles.VIEW_ANALYTICS): how many vehicles were ready, on
 * and off over time, from the hourly snapshots (a bucket is an average, the server's query says
 * how). The fleet by status on top, the chosen status per area below it and in the table.
 */
export default function VehicleCounterAnalyticsPage() {
  const analytics = useAnalyticsState();
  const [status, setStatus] = useUrlChoice<CounterStatus>('status', COUNTER_STATUSES, 'ready');
  const { token } = theme.useToken();
  const colors: Record<CounterStatus, string> = {
    ready: token.colorSuccess,
    on: token.colorPrimary,
    off: token.colorTextQuaternary,
  };

  const result = useVehicleCounterAnalyticsQuery(analytics.request);
  const data = result.data;
  const figures = data ? counterFigures(data, analytics.areas) : null;
  const shown = figures?.chosen[status];
  const label = COUNTER_STATUS_LABELS[status];

  return (
    <AnalyticsPage
      title="Vehicles Counter Analytics"
      subtitle="Average vehicles per status and area, from the hourly snapshots."
      analytics={analytics}
      areas={areasOfSeries(data?.ready, data?.on, data?.off)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!figures && COUNTER_STATUSES.every((s) => isEmptySeries(figures.chosen[s]))}
      exportTarget={{ series: 'vehicleCounter', args: { status } }}
      toolbar={
        <ChoiceSwitch
          label="Status in the table"
          value={status}
          options={COUNTER_STATUSES.map((s) => ({ value: s, label: COUNTER_STATUS_LABELS[s] }))}
          onChange={setStatus}
          testId="counter-status"
        />
      }
      kpis={[
        {
          key: 'fleet',
          title: 'Average fleet',
          value: figures?.fleet ?? 0,
          hint: 'Ready, on and off together',
        },
        ...COUNTER_STATUSES.map((s) => ({
          key: s,
          title: `Average ${COUNTER_STATUS_LABELS[s].toLowerCase()}`,
          value: figures?.averages[s] ?? 0,
          hint: `${figures?.share[s] ?? 0} % of the fleet`,
        })),
      ]}
      charts={
        figures && shown
          ? [
              {
                key: 'fleet',
                title: 'Fleet by status',
                kind: 'stacked',
                format: 'count',
                labels: shown.xAxisLabels,
                series: COUNTER_STATUSES.map((s) => ({
                  name: COUNTER_STATUS_LABELS[s],
                  values: figures.chosen[s].totalData,
                  color: colors[s],
                })),
              },
              {
                key: 'areas',
                title: `${label} per area`,
                kind: 'line',
                format: 'count',
                labels: shown.xAxisLabels,
                series: shown.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={
        shown && {
          title: `${label} per area (average vehicles)`,
          series: shown,
          format: 'count',
          summary: 'average',
        }
      }
    />
  );
}
