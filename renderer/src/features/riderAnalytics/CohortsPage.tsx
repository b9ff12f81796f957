import { Card } from 'antd';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { CohortHeatTable } from './CohortHeatTable';
import { useUserCohortsQuery } from './riderAnalyticsApi';
import { formatDateTime } from '../../lib/format';
import { freshnessText, percent, retentionAt } from './riderFigures';

/**
 * /app/cohorts (analytics.VIEW_COHORTS): riders grouped by the month they signed up, and the share
 * of each group riding again 1, 2, ... months later. Cohorts are whole months of the chosen dates;
 * riders have no area choice here (the cohort is everyone who signed up).
 */
export default function CohortsPage() {
  const analytics = useAnalyticsState({ days: 365, unit: 'MONTH' });
  const result = useUserCohortsQuery({ startDate: analytics.from, endDate: analytics.to });
  const data = result.data;
  const cohorts = data?.cohorts ?? [];
  const signedUp = cohorts.reduce((sum, cohort) => sum + cohort.size, 0);
  const rodeEver = cohorts.reduce((sum, cohort) => sum + cohort.rodeEver, 0);

  return (
    <AnalyticsPage
      title="Cohorts"
      subtitle={
        <>
          Riders by sign-up month, and the share riding again in the months after. The resolution and areas do
          not apply.
          {data && (
            <span data-testid="cohorts-freshness"> {freshnessText(data.refreshedAt, formatDateTime)}</span>
          )}
        </>
      }
      analytics={analytics}
      areas={[]}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!data && signedUp === 0}
      exportTarget={{ series: 'userCohorts', args: { type: 'MONTH' } }}
      kpis={[
        {
          key: 'signedUp',
          title: 'Riders signed up',
          value: signedUp,
          hint: `${cohorts.length} monthly cohorts`,
        },
        {
          key: 'first',
          title: 'Rode in their first month',
          value: retentionAt(cohorts, 0),
          format: 'percent',
          hint: 'Month 0, weighted by cohort size',
        },
        {
          key: 'again',
          title: 'Rode again the month after',
          value: retentionAt(cohorts, 1),
          format: 'percent',
          hint: 'Month +1, cohorts old enough',
        },
        {
          key: 'ever',
          title: 'Rode at all',
          value: percent(rodeEver, signedUp),
          format: 'percent',
          hint: `${rodeEver} riders`,
        },
      ]}
      charts={
        data
          ? [
              {
                key: 'sizes',
                title: 'Cohort size and riders who rode',
                kind: 'bar',
                format: 'count',
                labels: cohorts.map((cohort) => cohort.month),
                series: [
                  { name: 'Signed up', values: cohorts.map((cohort) => cohort.size) },
                  { name: 'Rode at all', values: cohorts.map((cohort) => cohort.rodeEver) },
                ],
              },
            ]
          : []
      }
    >
      {data && (
        <Card size="small" title="Riding again, by months since sign-up">
          <CohortHeatTable cohorts={cohorts} months={data.months} />
        </Card>
      )}
    </AnalyticsPage>
  );
}
