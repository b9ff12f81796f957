import type { ReactNode } from 'react';
import { Button, Card, Col, Flex, Result, Row, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadOutlined } from '@ant-design/icons';
import type { Series } from '@ops/shared/analytics/selection';
import { toApiError } from '@ops/shared/rules/errors';
import { errorMessageOf } from '../../i18n/errorText';
import { EmptyState } from '../EmptyState';
import { ExportIndicator } from '../export/ExportIndicator';
import { PageHeader } from '../PageHeader';
import { TableSkeleton } from '../list/TableSkeleton';
import { AnalyticsFilters, type AreaOption } from './AnalyticsFilters';
import { AnalyticsTable } from './AnalyticsTable';
import type { ValueFormat } from './analyticsFormat';
import type { TableSummary } from './analyticsTable';
import { Chart, ChartSkeleton, type ChartProps } from './Chart';
import { KpiCards, type AnalyticsKpi } from './KpiCards';
import { addDays, RANGE_PRESETS } from './analyticsUrlState';
import { useAnalyticsExport, type AnalyticsExportTarget } from './useAnalyticsExport';
import type { AnalyticsState } from './useAnalyticsState';
import './analytics.css';

/** 03 §8 default state error text. */
export const ANALYTICS_LOAD_ERROR = 'Error while getting data from the server';

export interface AnalyticsChartPanel extends Omit<ChartProps, 'ariaLabel' | 'unit'> {
  key: string;
  title: string;
  /** Half width (two charts side by side on wide screens) or whole. */
  half?: boolean;
}

export interface AnalyticsPageProps {
  title: string;
  subtitle?: ReactNode;
  /** useAnalyticsState(): range, resolution and areas in the URL. */
  analytics: AnalyticsState;
  /** The area select's choices (usually `areasOf(series...)`). */
  areas: readonly AreaOption[];
  /** No data yet: skeletons. */
  loading: boolean;
  /** A newer answer is on its way: the old one stays, dimmed. */
  fetching?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** Nothing happened in the range (the empty state replaces charts and table). */
  empty?: boolean;
  kpis?: readonly AnalyticsKpi[];
  charts?: readonly AnalyticsChartPanel[];
  /** The table under the charts; give it the selected series (`analytics.select(series)`). */
  table?: { title: string; series: Series; format: ValueFormat; summary?: TableSummary };
  /** What Export writes; no target, no button. */
  exportTarget?: AnalyticsExportTarget;
  /** The page's own controls beside the filters (a status switch, a breakdown choice). */
  toolbar?: ReactNode;
  /** More sections below the table (a breakdown, a second table). */
  children?: ReactNode;
  testId?: string;
}

/**
 * The layout every analytics page uses (issue 11 §1): header with Export, the filters, KPI cards,
 * the charts, the table under them; a skeleton while loading, the error with Try again, and an
 * empty state that offers a longer range.
 */
export function AnalyticsPage(props: AnalyticsPageProps) {
  const {
    title,
    subtitle,
    analytics,
    areas,
    loading,
    fetching,
    error,
    onRetry,
    empty,
    kpis,
    charts = [],
    table,
    exportTarget,
    toolbar,
    children,
    testId = 'analytics-page',
  } = props;
  const { t } = useTranslation();
  const { exporter, start } = useAnalyticsExport(analytics, title);
  const apiError = error ? toApiError(error, ANALYTICS_LOAD_ERROR) : null;
  const longer = RANGE_PRESETS.find((preset) => preset.days > 90)!;

  let body: ReactNode;
  if (apiError) {
    body = (
      <Card>
        <Result
          status="warning"
          title={t('analytics.loadError')}
          subTitle={apiError.kind !== 'other' ? errorMessageOf(error) : undefined}
          extra={onRetry && <Button onClick={onRetry}>{t('analytics.tryAgain')}</Button>}
          data-testid={`${testId}-error`}
        />
      </Card>
    );
  } else if (loading) {
    body = (
      <Flex vertical gap={16} data-testid={`${testId}-loading`}>
        {kpis && <KpiCards kpis={kpis} loading />}
        <Card>
          <ChartSkeleton />
        </Card>
        <Card>
          <TableSkeleton rows={6} />
        </Card>
      </Flex>
    );
  } else if (empty) {
    body = (
      <Card data-testid={`${testId}-empty`}>
        <EmptyState
          title={t('analytics.empty')}
          description={t('analytics.emptyText')}
          action={
            <Flex gap={8} justify="center">
              <Button
                onClick={() =>
                  analytics.setRange(
                    addDays(analytics.defaults.today, -(longer.days - 1)),
                    analytics.defaults.today,
                  )
                }
              >
                {t(`analytics.preset.${longer.key}`)}
              </Button>
              {analytics.areas.length > 0 && (
                <Button onClick={() => analytics.setAreas([])}>{t('analytics.allAreas')}</Button>
              )}
            </Flex>
          }
        />
      </Card>
    );
  } else {
    body = (
      <Spin spinning={!!fetching} delay={300}>
        <Flex vertical gap={16}>
          {kpis && kpis.length > 0 && <KpiCards kpis={kpis} loading={false} />}
          {charts.length > 0 && (
            <Row gutter={[16, 16]}>
              {charts.map(({ key, title: chartTitle, half, ...chart }) => (
                <Col key={key} xs={24} xl={half ? 12 : 24}>
                  <Card size="small" title={chartTitle} data-testid={`chart-card-${key}`}>
                    <Chart
                      {...chart}
                      unit={analytics.unit}
                      ariaLabel={t('analytics.chartLabel', {
                        title: chartTitle,
                        from: analytics.from,
                        to: analytics.to,
                      })}
                      testId={`chart-${key}`}
                    />
                  </Card>
                </Col>
              ))}
            </Row>
          )}
          {table && (
            <Card size="small" title={table.title} styles={{ body: { padding: 0 } }}>
              <AnalyticsTable
                series={table.series}
                unit={analytics.unit}
                format={table.format}
                summary={table.summary ?? 'both'}
              />
            </Card>
          )}
          {children}
        </Flex>
      </Spin>
    );
  }

  return (
    // aria-busy while any answer is on its way: assistive tech (and the end-to-end tests) wait for it.
    <div className="ops-page ops-analytics" data-testid={testId} aria-busy={loading || !!fetching}>
      <PageHeader
        title={title}
        subtitle={subtitle}
        extra={
          exportTarget && (
            <Button
              icon={<DownloadOutlined />}
              disabled={!!apiError || loading || !!empty || exporter.exporting}
              onClick={() => start(exportTarget)}
              data-testid="analytics-export"
            >
              {exporter.status === 'idle'
                ? t('analytics.export')
                : t(`analytics.exportStatus.${exporter.status}`)}
            </Button>
          )
        }
      />
      <Card size="small" className="ops-analytics-toolbar">
        <Flex gap={16} wrap align="end" justify="space-between">
          <AnalyticsFilters analytics={analytics} areas={areas} />
          {toolbar}
        </Flex>
      </Card>
      {body}
      <ExportIndicator status={exporter.status} />
    </div>
  );
}
