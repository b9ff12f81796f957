import { useSearchParams } from 'react-router';
import { Flex, Segmented, Typography } from 'antd';
import { areasOfSeries, summarize } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useUserAnalyticsQuery } from './riderAnalyticsApi';
import { formatDateTime } from '../../lib/format';
import { activeRidersFreshness, arabicShare, ridesPerNewRider } from './riderFigures';

const VIEWS = ['newUsers', 'activeUsers', 'newUsersRides', 'newUsersRentals'] as const;
type View = (typeof VIEWS)[number];
const VIEW_LABELS: Record<View, string> = {
  newUsers: 'New riders',
  activeUsers: 'Active riders',
  newUsersRides: 'Rides of new riders',
  newUsersRentals: 'Rentals of new riders',
};
const isView = (value: string | null): value is View => VIEWS.includes(value as View);

/**
 * /app/user/analytics (analytics.VIEW_SUMMARIES, 03 §2.2): who signs up, who rides, and what the
 * riders who signed up in the range did in it. One request answers every area; the area choice
 * recomputes on the client. Active riders are distinct riders per bucket, so their table shows
 * averages, not sums.
 */
export default function UserAnalyticsPage() {
  const analytics = useAnalyticsState();
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
  const unitWord = analytics.unit === 'DAYS' ? 'day' : analytics.unit === 'WEEKS' ? 'week' : 'month';

  return (
    <AnalyticsPage
      title="User Analytics"
      subtitle={
        <>
          New and active riders, and what the riders who signed up in these dates did in them.
          {data?.activeUsers.refreshedAt && (
            <span data-testid="active-riders-freshness">
              {' '}
              {activeRidersFreshness(data.activeUsers.refreshedAt, formatDateTime)}
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
            Table
          </Typography.Text>
          <Segmented<View>
            aria-labelledby="user-analytics-table-label"
            value={view}
            options={VIEWS.map((v) => ({ value: v, label: VIEW_LABELS[v] }))}
            onChange={setView}
            data-testid="user-analytics-view"
          />
        </Flex>
      }
      kpis={[
        {
          key: 'new',
          title: 'New riders',
          value: newTotal,
          hint: data ? `${arabicShare(data.languages)} % chose Arabic (all areas)` : undefined,
        },
        {
          key: 'active',
          title: `Active riders per ${unitWord}`,
          value: chosen ? summarize(chosen.activeUsers).average : 0,
          hint: 'Riders with an ended ride, on average',
        },
        {
          key: 'rides',
          title: 'Rides of new riders',
          value: chosen ? summarize(chosen.newUsersRides).total : 0,
          hint: chosen
            ? `${ridesPerNewRider(chosen.newUsersRides, chosen.newUsers)} per new rider`
            : undefined,
        },
        {
          key: 'rentals',
          title: 'Rentals of new riders',
          value: chosen ? summarize(chosen.newUsersRentals).total : 0,
          hint: 'Day rentals booked in these dates',
        },
      ]}
      charts={
        chosen
          ? [
              {
                key: 'new',
                title: 'New riders per area',
                kind: 'stacked',
                format: 'count',
                labels: chosen.newUsers.xAxisLabels,
                series: chosen.newUsers.areasData.map((area) => ({ name: area.name, values: area.labels })),
              },
              {
                key: 'active',
                title: 'Active riders',
                kind: 'line',
                format: 'count',
                half: true,
                labels: chosen.activeUsers.xAxisLabels,
                series: [{ name: 'Active riders', values: chosen.activeUsers.totalData }],
              },
              {
                key: 'newRiderActivity',
                title: 'What new riders did',
                kind: 'bar',
                format: 'count',
                half: true,
                labels: chosen.newUsersRides.xAxisLabels,
                series: [
                  { name: 'Rides', values: chosen.newUsersRides.totalData },
                  { name: 'Rentals', values: chosen.newUsersRentals.totalData },
                ],
              },
            ]
          : []
      }
      table={
        chosen && {
          title: `${VIEW_LABELS[view]} per area`,
          series: chosen[view],
          format: 'count',
          summary: view === 'activeUsers' ? 'average' : 'both',
        }
      }
    />
  );
}
