import { theme } from 'antd';
import { areasOfSeries } from '@ops/shared/analytics/selection';
import {
  RESERVATION_FIGURE_LABELS,
  RESERVATION_FIGURES,
  type ReservationFigure,
} from '@ops/shared/analytics/reservations';
import { safeRatio } from '@ops/shared/rules/rounding';
import { formatValue } from '../../components/analytics/analyticsFormat';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { chosenFigures } from '../../components/analytics/chosenFigures';
import { FigureSelect } from '../../components/analytics/FigureSelect';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useFigureParam } from '../../components/analytics/useFigureParam';
import { reservationFigureFormat } from './reservationsAnalytics';
import { useReservationsAnalyticsQuery } from './reservationsAnalyticsApi';

/**
 * /app/reservations-analytics (reservations.VIEW_ANALYTICS): reservations made, by the day they
 * were made and the vehicle's area; used (a ride started from the hold) beside unused (expired or
 * still holding), and what the holds brought in.
 */
export default function ReservationsAnalyticsPage() {
  const analytics = useAnalyticsState();
  const [figure, setFigure] = useFigureParam<ReservationFigure>(RESERVATION_FIGURES);
  const { token } = theme.useToken();
  const colors = { used: token.colorSuccess, unused: token.colorTextQuaternary };

  const result = useReservationsAnalyticsQuery(analytics.request);
  const data = result.data;
  const figures = data ? chosenFigures(data, RESERVATION_FIGURES, analytics.areas) : null;
  const totals = figures?.totals;
  const series = figures?.series;

  return (
    <AnalyticsPage
      title="Reservations Analytics"
      subtitle="Reservations by the day they were made and the vehicle's area."
      analytics={analytics}
      areas={areasOfSeries(data?.total)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!series && isEmptySeries(series.total)}
      exportTarget={{ series: 'reservations', args: { figure } }}
      toolbar={
        <FigureSelect
          value={figure}
          options={RESERVATION_FIGURES.map((value) => ({ value, label: RESERVATION_FIGURE_LABELS[value] }))}
          onChange={setFigure}
        />
      }
      kpis={[
        { key: 'total', title: 'Reservations', value: totals?.total ?? 0, hint: 'Used and unused' },
        {
          key: 'used',
          title: 'Used',
          value: totals?.used ?? 0,
          hint: `${safeRatio((totals?.used ?? 0) * 100, totals?.total ?? 0)} % became a ride`,
        },
        { key: 'unused', title: 'Unused', value: totals?.unused ?? 0, hint: 'Expired or still holding' },
        {
          key: 'revenues',
          title: 'Revenues',
          value: totals?.revenues ?? 0,
          format: 'money',
          hint: `Used ${formatValue(totals?.usedRevenues ?? 0, 'money')} · unused ${formatValue(totals?.unusedRevenues ?? 0, 'money')}`,
        },
      ]}
      charts={
        series
          ? [
              {
                key: 'counts',
                title: 'Used and unused',
                kind: 'stacked',
                format: 'count',
                half: true,
                labels: series.total.xAxisLabels,
                series: [
                  { name: 'Used', values: series.used.totalData, color: colors.used },
                  { name: 'Unused', values: series.unused.totalData, color: colors.unused },
                ],
              },
              {
                key: 'revenues',
                title: 'Revenues',
                kind: 'stacked',
                format: 'money',
                half: true,
                labels: series.revenues.xAxisLabels,
                series: [
                  { name: 'Used', values: series.usedRevenues.totalData, color: colors.used },
                  { name: 'Unused', values: series.unusedRevenues.totalData, color: colors.unused },
                ],
              },
            ]
          : []
      }
      table={
        series && {
          title: `${RESERVATION_FIGURE_LABELS[figure]} per area`,
          series: series[figure],
          format: reservationFigureFormat(figure),
          summary: 'both',
        }
      }
    />
  );
}
