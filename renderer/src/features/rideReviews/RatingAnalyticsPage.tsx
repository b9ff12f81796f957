import { Card, Col, Row, theme } from 'antd';
import {
  RATING_FIGURE_LABELS,
  RATING_TABLE_FIGURES,
  STAR_FIELDS,
  STAR_LABELS,
  type RatingTableFigure,
} from '@ops/shared/analytics/ratings';
import { areasOfSeries } from '@ops/shared/analytics/selection';
import { AnalyticsPage } from '../../components/analytics/AnalyticsPage';
import { AnalyticsTable } from '../../components/analytics/AnalyticsTable';
import { isEmptySeries } from '../../components/analytics/analyticsTable';
import { Chart } from '../../components/analytics/Chart';
import { FigureSelect } from '../../components/analytics/FigureSelect';
import { useAnalyticsState } from '../../components/analytics/useAnalyticsState';
import { useFigureParam } from '../../components/analytics/useFigureParam';
import { ratingFigures } from './ratingAnalytics';
import { useRatingAnalyticsQuery } from './ratingAnalyticsApi';
import { StarDistribution } from './StarDistribution';

/**
 * /app/rating-analytics (analytics.VIEW_RATINGS_ANALYTICS): how riders rated their rides, by the
 * day the ride started. The range's distribution beside the stars per bucket, the mean rating's
 * trend, and the chosen figure per area in the table; everything follows the area choice.
 */
export default function RatingAnalyticsPage() {
  const analytics = useAnalyticsState();
  const [figure, setFigure] = useFigureParam<RatingTableFigure>(RATING_TABLE_FIGURES);
  const { token } = theme.useToken();
  // One star red to five stars green: the colours a reader expects of a rating.
  const colors = [token.colorError, token.orange, token.gold, token.lime, token.colorSuccess];

  const result = useRatingAnalyticsQuery(analytics.request);
  const data = result.data;
  const figures = data ? ratingFigures(data, analytics.areas) : null;
  const tableSeries = figures ? (figure === 'total' ? figures.all : figures.stars[figure]) : null;
  const pct = (i: number) => `${figures?.shares[i] ?? 0} % of ratings`;

  return (
    <AnalyticsPage
      title="Rating Analytics"
      subtitle="Ride ratings by the day the ride started, per area."
      analytics={analytics}
      areas={areasOfSeries(data?.total)}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      empty={!!figures && isEmptySeries(figures.all)}
      exportTarget={{ series: 'ratings', args: { figure } }}
      toolbar={
        <FigureSelect
          value={figure}
          options={RATING_TABLE_FIGURES.map((value) => ({ value, label: RATING_FIGURE_LABELS[value] }))}
          onChange={setFigure}
        />
      }
      kpis={[
        {
          key: 'average',
          title: 'Average rating',
          value: figures?.average ?? 0,
          format: 'ratio',
          hint: 'Out of 5, over every rating',
        },
        { key: 'rated', title: 'Rated rides', value: figures?.rated ?? 0, hint: 'Rides with a rating' },
        { key: 'five', title: 'Five stars', value: figures?.counts[4] ?? 0, hint: pct(4) },
        {
          key: 'low',
          title: 'One or two stars',
          value: (figures?.counts[0] ?? 0) + (figures?.counts[1] ?? 0),
          hint: `${Math.round(((figures?.shares[0] ?? 0) + (figures?.shares[1] ?? 0)) * 100) / 100} % of ratings`,
        },
      ]}
    >
      {figures && tableSeries && (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} xl={8}>
              <Card
                size="small"
                title="Distribution"
                style={{ height: '100%' }}
                data-testid="chart-card-distribution"
              >
                <StarDistribution counts={figures.counts} shares={figures.shares} colors={colors} />
              </Card>
            </Col>
            <Col xs={24} xl={16}>
              <Card size="small" title="Ratings by star" data-testid="chart-card-stars">
                <Chart
                  kind="stacked"
                  format="count"
                  unit={analytics.unit}
                  labels={figures.all.xAxisLabels}
                  series={STAR_FIELDS.map((field, i) => ({
                    name: STAR_LABELS[field],
                    values: figures.stars[field].totalData,
                    color: colors[i],
                  }))}
                  height={260}
                  ariaLabel={`Ratings by star, ${analytics.from} to ${analytics.to}`}
                  testId="chart-stars"
                />
              </Card>
            </Col>
          </Row>
          <Card size="small" title="Average rating" data-testid="chart-card-average">
            <Chart
              kind="line"
              format="ratio"
              unit={analytics.unit}
              labels={figures.averageSeries.xAxisLabels}
              series={[{ name: 'Average rating', values: figures.averageTrend, color: token.colorPrimary }]}
              height={240}
              ariaLabel={`Average rating, ${analytics.from} to ${analytics.to}`}
              testId="chart-average"
            />
          </Card>
          <Card
            size="small"
            title={`${RATING_FIGURE_LABELS[figure]} per area`}
            styles={{ body: { padding: 0 } }}
          >
            <AnalyticsTable series={tableSeries} unit={analytics.unit} format="count" summary="both" />
          </Card>
        </>
      )}
    </AnalyticsPage>
  );
}
