import { areasOfSeries, summarize } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { formatValue } from '../../components/analytics/analyticsFormat';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { ChoiceSwitch } from '../../components/analytics/ChoiceSwitch';
import type { AnalyticsKpi } from '../../components/analytics/KpiCards';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useUrlChoice } from '../../components/analytics/useUrlChoice';
import {
  useBalanceInUsersQuery,
  useBillAnalyticsSeriesQuery,
  useBillingTotalsQuery,
} from './billAnalyticsApi';
import { BillingBreakdownCards } from './BillingBreakdownCards';
import {
  BILL_FIGURE_EXPORT,
  BILL_FIGURE_FORMAT,
  BILL_FIGURE_LABELS,
  BILL_FIGURES,
  type BillFigure,
} from './billFigures';
import { countText } from '@ops/shared/rules/plural';

/**
 * /app/bill/analytics (bills.VIEW_ANALYTICS): the four bills series of 02 §7 (actual revenue of
 * the revenue bills, settlements, prime, reservations) per area, the range's billing breakdown
 * (totalBillingAnalytics) and the wallets now (totalBalanceInUsers).
 */
export default function BillAnalyticsPage() {
  const analytics = useAnalyticsState();
  const [figure, setFigure] = useUrlChoice<BillFigure>('show', BILL_FIGURES, 'revenue');
  const series = useBillAnalyticsSeriesQuery(analytics.request);
  const totals = useBillingTotalsQuery(analytics.request);
  const balances = useBalanceInUsersQuery();
  const data = series.data;
  const chosen = data && {
    revenue: analytics.select(data.revenue),
    settle: analytics.select(data.settle),
    prime: analytics.select(data.prime),
    reservations: analytics.select(data.reservations),
  };
  const shown = chosen?.[figure];
  const label = BILL_FIGURE_LABELS[figure];
  const wallets = balances.data;

  const kpis: AnalyticsKpi[] = chosen
    ? [
        ...BILL_FIGURES.map((f) => ({
          key: f,
          title: BILL_FIGURE_LABELS[f],
          value: summarize(chosen[f]).total,
          format: BILL_FIGURE_FORMAT,
          hint: 'Actual revenue, chosen areas',
        })),
        ...(totals.data
          ? [
              {
                key: 'billed',
                title: 'Billed',
                value: totals.data.costTotals.total,
                format: 'money' as const,
                hint: 'Revenue bills, all areas',
              },
              {
                key: 'uncollected',
                title: 'Uncollected',
                value: totals.data.costTotals.uncollected,
                format: 'money' as const,
                hint: `Promo codes ${formatValue(totals.data.costTotals.promo, 'money')}`,
              },
            ]
          : []),
        ...(wallets
          ? [
              {
                key: 'positive',
                title: 'Positive balances now',
                value: wallets.totalPositiveBalance,
                format: 'money' as const,
                hint: countText(wallets.totalPositiveCount, 'rider'),
              },
              {
                key: 'negative',
                title: 'Negative balances now',
                value: wallets.totalNegativeBalance,
                format: 'money' as const,
                hint: countText(wallets.totalNegativeCount, 'rider'),
              },
            ]
          : []),
      ]
    : [];

  return (
    <AnalyticsPage
      title="Bill Analytics"
      subtitle="Actual revenue (net, balance and prime paid) of the bills, by the day they were billed."
      analytics={analytics}
      areas={areasOfSeries(data?.revenue, data?.settle)}
      loading={series.isLoading}
      fetching={series.isFetching || totals.isFetching}
      error={series.error ?? totals.error}
      onRetry={() => {
        void series.refetch();
        void totals.refetch();
        void balances.refetch();
      }}
      empty={!!chosen && BILL_FIGURES.every((f) => isEmptySeries(chosen[f]))}
      exportTarget={{ series: BILL_FIGURE_EXPORT[figure] }}
      toolbar={
        <ChoiceSwitch
          label="Figure per area"
          value={figure}
          options={BILL_FIGURES.map((f) => ({ value: f, label: BILL_FIGURE_LABELS[f] }))}
          onChange={setFigure}
          testId="bill-figure"
        />
      }
      kpis={kpis}
      charts={
        chosen && shown
          ? [
              {
                key: 'sources',
                title: 'Actual revenue by source',
                kind: 'line',
                format: 'money',
                half: true,
                labels: shown.xAxisLabels,
                series: BILL_FIGURES.map((f) => ({
                  name: BILL_FIGURE_LABELS[f],
                  values: chosen[f].totalData,
                })),
              },
              {
                key: 'areas',
                title: `${label} per area`,
                kind: 'stacked',
                format: 'money',
                half: true,
                labels: shown.xAxisLabels,
                series: shown.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={shown && { title: `${label} per area`, series: shown, format: BILL_FIGURE_FORMAT }}
    >
      {totals.data && <BillingBreakdownCards totals={totals.data} />}
    </AnalyticsPage>
  );
}
