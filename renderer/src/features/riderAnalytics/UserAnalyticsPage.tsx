import { useSearchParams } from 'react-router';
import { Flex, Segmented, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../lib/format';
import { areasOfSeries, summarize } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useUserAnalyticsQuery } from './riderAnalyticsApi';
import { formatDateTime } from '../../lib/format';
import { activeRidersFreshness, arabicShare, ridesPerNewRider } from './riderFigures';

const VIEWS = ['newUsers', 'activeUsers', 'newUsersRides', 'newUsersRentals'] as const;
type View = (typeof VIEWS)[number];
const isView = (value: string | null): value is View => VIEWS.includes(value as View);

/**
 * /app/user/analytics (analytics.VIEW_SUMMARIES, 03 §2.2): who signs up, who rides, and what the
 * riders who signed up in the range did in it. One request answers every area; the area choice
 * recomputes on the client. Active riders are distinct riders per bucket, so their table shows
 * averages, not sums.
 */
export default function UserAnalyticsPage() {
  const { t } = useTranslation();
  const analytics = useAnalyticsState();
  const viewLabel = (v: View) => t(`analytics.users.view.${v}`);
  const [params, setParams] = useSearchParams();
  const view: View = isView(params.get('table')) ? (params.get('table') as View) : 'newUsers';
  const setView = (next: View) =>
    setParams((current) => {
      const out = new URLSearchParams(current);
      if (next === 'newUsers') out.delete('table');
      else out.set('table', next);
      return out;
    });

  const result = useUserAnalyticsQuery(analytics.request);
  const data = result.data;
  const chosen = data && {
    newUsers: analytics.select(data.newUsers),
    activeUsers: analytics.select(data.activeUsers),
    newUsersRides: analytics.select(data.newUsersRides),
    newUsersRentals: analytics.select(data.newUsersRentals),
  };
  const newTotal = chosen ? summarize(chosen.newUsers).total : 0;

  return (
    <AnalyticsPage
      title={t('analytics.users.title')}
      subtitle={
        <>
          {t('analytics.users.subtitle')}
          {data?.activeUsers.refreshedAt && (
            <span data-testid="active-riders-freshness">
              {' '}
              {activeRidersFreshness(data.activeUsers.refreshedAt, formatDateTime, t)}
            </span>
          )}
        </>
      }
      analytics={analytics}
      areas={areasOfSeries(data?.newUsers, data?.activeUsers, data?.newUsersRides, data?.newUsersRentals)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!chosen && VIEWS.every((v) => isEmptySeries(chosen[v]))}
      exportTarget={{ series: view }}
      toolbar={
        <Flex vertical gap={4}>
          <Typography.Text type="secondary" id="user-analytics-table-label">
            {t('analytics.table')}
          </Typography.Text>
          <Segmented<View>
            aria-labelledby="user-analytics-table-label"
            value={view}
            options={VIEWS.map((v) => ({ value: v, label: viewLabel(v) }))}
            onChange={setView}
            data-testid="user-analytics-view"
          />
        </Flex>
      }
      kpis={[
        {
          key: 'new',
          title: viewLabel('newUsers'),
          value: newTotal,
          hint: data
            ? t('analytics.users.arabicShare', { n: formatNumber(arabicShare(data.languages)) })
            : undefined,
        },
        {
          key: 'active',
          title: t(`analytics.users.activePer.${analytics.unit}`),
          value: chosen ? summarize(chosen.activeUsers).average : 0,
          hint: t('analytics.users.activeHint'),
        },
        {
          key: 'rides',
          title: viewLabel('newUsersRides'),
          value: chosen ? summarize(chosen.newUsersRides).total : 0,
          hint: chosen
            ? t('analytics.users.perNewRider', {
                n: formatNumber(ridesPerNewRider(chosen.newUsersRides, chosen.newUsers)),
              })
            : undefined,
        },
        {
          key: 'rentals',
          title: viewLabel('newUsersRentals'),
          value: chosen ? summarize(chosen.newUsersRentals).total : 0,
          hint: t('analytics.users.rentalsHint'),
        },
      ]}
      charts={
        chosen
          ? [
              {
                key: 'new',
                title: t('analytics.users.newPerArea'),
                kind: 'stacked',
                format: 'count',
                labels: chosen.newUsers.xAxisLabels,
                series: chosen.newUsers.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
              {
                key: 'active',
                title: viewLabel('activeUsers'),
                kind: 'line',
                format: 'count',
                half: true,
                labels: chosen.activeUsers.xAxisLabels,
                series: [{ name: viewLabel('activeUsers'), values: chosen.activeUsers.totalData }],
              },
              {
                key: 'newRiderActivity',
                title: t('analytics.users.whatNewRidersDid'),
                kind: 'bar',
                format: 'count',
                half: true,
                labels: chosen.newUsersRides.xAxisLabels,
                series: [
                  { name: t('analytics.users.rides'), values: chosen.newUsersRides.totalData },
                  { name: t('analytics.users.rentals'), values: chosen.newUsersRentals.totalData },
                ],
              },
            ]
          : []
      }
      table={
        chosen && {
          title: t('analytics.perArea', { label: viewLabel(view) }),
          series: chosen[view],
          format: 'count',
          summary: view === 'activeUsers' ? 'average' : 'both',
        }
      }
    />
  );
}
