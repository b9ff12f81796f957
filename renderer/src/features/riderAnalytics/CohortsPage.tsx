import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { CohortHeatTable } from './CohortHeatTable';
import { useUserCohortsQuery } from './riderAnalyticsApi';
import { formatBareCount, formatDateTime } from '../../lib/format';
import { freshnessText, percent, retentionAt } from './riderFigures';

/**
 * /app/cohorts (analytics.VIEW_COHORTS): riders grouped by the month they signed up, and the share
 * of each group riding again 1, 2, ... months later. Cohorts are whole months of the chosen dates;
 * riders have no area choice here (the cohort is everyone who signed up).
 */
export default function CohortsPage() {
  const { t } = useTranslation();
  const analytics = useAnalyticsState({ days: 365, unit: 'MONTH' });
  const result = useUserCohortsQuery({ startDate: analytics.from, endDate: analytics.to });
  const data = result.data;
  const cohorts = data?.cohorts ?? [];
  const signedUp = cohorts.reduce((sum, cohort) => sum + cohort.size, 0);
  const rodeEver = cohorts.reduce((sum, cohort) => sum + cohort.rodeEver, 0);

  return (
    <AnalyticsPage
      title={t('analytics.cohorts.title')}
      subtitle={
        <>
          {t('analytics.cohorts.subtitle')}
          {data && (
            <span data-testid="cohorts-freshness"> {freshnessText(data.refreshedAt, formatDateTime, t)}</span>
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
          title: t('analytics.cohorts.signedUp'),
          value: signedUp,
          hint: t('analytics.cohorts.monthlyCohorts', { n: formatBareCount(cohorts.length) }),
        },
        {
          key: 'first',
          title: t('analytics.cohorts.firstMonth'),
          value: retentionAt(cohorts, 0),
          format: 'percent',
          hint: t('analytics.cohorts.firstMonthHint'),
        },
        {
          key: 'again',
          title: t('analytics.cohorts.again'),
          value: retentionAt(cohorts, 1),
          format: 'percent',
          hint: t('analytics.cohorts.againHint'),
        },
        {
          key: 'ever',
          title: t('analytics.cohorts.rodeAtAll'),
          value: percent(rodeEver, signedUp),
          format: 'percent',
          hint: t('analytics.cohorts.riders', { n: formatBareCount(rodeEver) }),
        },
      ]}
      charts={
        data
          ? [
              {
                key: 'sizes',
                title: t('analytics.cohorts.sizes'),
                kind: 'bar',
                format: 'count',
                labels: cohorts.map((cohort) => cohort.month),
                series: [
                  {
                    name: t('analytics.cohorts.signedUpSeries'),
                    values: cohorts.map((cohort) => cohort.size),
                  },
                  {
                    name: t('analytics.cohorts.rodeAtAll'),
                    values: cohorts.map((cohort) => cohort.rodeEver),
                  },
                ],
              },
            ]
          : []
      }
    >
      {data && (
        <Card size="small" title={t('analytics.cohorts.heatTitle')}>
          <CohortHeatTable cohorts={cohorts} months={data.months} />
        </Card>
      )}
    </AnalyticsPage>
  );
}
