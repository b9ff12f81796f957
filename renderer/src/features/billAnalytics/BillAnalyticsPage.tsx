import { useTranslation } from 'react-i18next';
import { areasOfSeries, summarize } from '@ops/shared/analytics/selection';
import { formatBareCount } from '../../lib/format';
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
import { BILL_FIGURE_EXPORT, BILL_FIGURE_FORMAT, BILL_FIGURES, type BillFigure } from './billFigures';

/**
 * /app/bill/analytics (bills.VIEW_ANALYTICS): the four bills series of 02 §7 (actual revenue of
 * the revenue bills, settlements, prime, reservations) per area, the range's billing breakdown
 * (totalBillingAnalytics) and the wallets now (totalBalanceInUsers).
 */
export default function BillAnalyticsPage() {
  const { t } = useTranslation();
  const figureLabel = (f: BillFigure) => t(`analytics.bills.figure.${f}`);
  const riders = (count: number) => t('analytics.ridersCount', { count, n: formatBareCount(count) });
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
  const label = figureLabel(figure);
  const wallets = balances.data;

  const kpis: AnalyticsKpi[] = chosen
    ? [
        ...BILL_FIGURES.map((f) => ({
          key: f,
          title: figureLabel(f),
          value: summarize(chosen[f]).total,
          format: BILL_FIGURE_FORMAT,
          hint: t('analytics.bills.actualHint'),
        })),
        ...(totals.data
          ? [
              {
                key: 'billed',
                title: t('analytics.bills.billed'),
                value: totals.data.costTotals.total,
                format: 'money' as const,
                hint: t('analytics.bills.billedHint'),
              },
              {
                key: 'uncollected',
                title: t('analytics.bills.uncollected'),
                value: totals.data.costTotals.uncollected,
                format: 'money' as const,
                hint: t('analytics.bills.promoHint', {
                  amount: formatValue(totals.data.costTotals.promo, 'money'),
                }),
              },
            ]
          : []),
        ...(wallets
          ? [
              {
                key: 'positive',
                title: t('analytics.bills.positiveNow'),
                value: wallets.totalPositiveBalance,
                format: 'money' as const,
                hint: riders(wallets.totalPositiveCount),
              },
              {
                key: 'negative',
                title: t('analytics.bills.negativeNow'),
                value: wallets.totalNegativeBalance,
                format: 'money' as const,
                hint: riders(wallets.totalNegativeCount),
              },
            ]
          : []),
      ]
    : [];

  return (
    <AnalyticsPage
      title={t('analytics.bills.title')}
      subtitle={t('analytics.bills.subtitle')}
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
          label={t('analytics.figurePerArea')}
          value={figure}
          options={BILL_FIGURES.map((f) => ({ value: f, label: figureLabel(f) }))}
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
                title: t('analytics.bills.bySource'),
                kind: 'line',
                format: 'money',
                half: true,
                labels: shown.xAxisLabels,
                series: BILL_FIGURES.map((f) => ({
                  name: figureLabel(f),
                  values: chosen[f].totalData,
                })),
              },
              {
                key: 'areas',
                title: t('analytics.perArea', { label }),
                kind: 'stacked',
                format: 'money',
                half: true,
                labels: shown.xAxisLabels,
                series: shown.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
            ]
          : []
      }
      table={shown && { title: t('analytics.perArea', { label }), series: shown, format: BILL_FIGURE_FORMAT }}
    >
      {totals.data && <BillingBreakdownCards totals={totals.data} />}
    </AnalyticsPage>
  );
}
