import { Card, Col, Row, Statistic, Typography } from 'antd';
import { formatValue, type ValueFormat } from './analyticsFormat';

export interface AnalyticsKpi {
  key: string;
  title: string;
  value: number;
  format?: ValueFormat;
  /** One short line under the figure: what it is made of. */
  hint?: string;
}

/** The figures at a glance above the charts, recomputed for the chosen areas. */
export function KpiCards({ kpis, loading }: { kpis: readonly AnalyticsKpi[]; loading: boolean }) {
  // Full rows where the count allows: 3 or 6 cards three a row, 4 or 8 four a row.
  const span = kpis.length % 4 === 0 ? 6 : kpis.length % 3 === 0 ? 8 : kpis.length >= 4 ? 6 : 12;
  return (
    <Row gutter={[16, 16]} data-testid="analytics-kpis">
      {kpis.map((kpi) => (
        <Col key={kpi.key} xs={24} sm={12} lg={span}>
          <Card size="small" loading={loading} data-testid={`kpi-${kpi.key}`}>
            <Statistic title={kpi.title} value={formatValue(kpi.value, kpi.format ?? 'count')} />
            {kpi.hint && (
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {kpi.hint}
              </Typography.Text>
            )}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
