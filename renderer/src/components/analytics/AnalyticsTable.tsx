import { Table, Typography, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import type { Series } from '@ops/shared/analytics/selection';
import { bucketText, formatValue, type ValueFormat } from './analyticsFormat';
import { summaryRows, tableRows, type AnalyticsTableRow, type TableSummary } from './analyticsTable';

export interface AnalyticsTableProps {
  /** Already narrowed to the chosen areas. */
  series: Series;
  unit: TimeUnit;
  format: ValueFormat;
  summary: TableSummary;
  testId?: string;
}

const byNumber = (get: (row: AnalyticsTableRow) => number) => (a: AnalyticsTableRow, b: AnalyticsTableRow) =>
  get(a) - get(b);

/**
 * The figures under the chart: a row per bucket, a column per chosen area and Total, every column
 * sortable (on the client: a series is at most a few hundred rows), the sum and/or mean below.
 */
export function AnalyticsTable({
  series,
  unit,
  format,
  summary,
  testId = 'analytics-table',
}: AnalyticsTableProps) {
  const { t } = useTranslation();
  const columns: TableColumnsType<AnalyticsTableRow> = [
    {
      key: 'label',
      title: t(`analytics.bucket.${unit}`),
      dataIndex: 'label',
      fixed: 'left',
      width: 150,
      defaultSortOrder: 'descend',
      sorter: (a, b) => a.label.localeCompare(b.label),
      render: (label: string) => bucketText(label, unit),
    },
    ...series.areasData.map((area) => ({
      key: area.id,
      title: area.name,
      align: 'right' as const,
      width: 130,
      sorter: byNumber((row) => row.values[area.id] ?? 0),
      render: (_value: unknown, row: AnalyticsTableRow) => formatValue(row.values[area.id] ?? 0, format),
    })),
    {
      key: 'total',
      title: t('analytics.total'),
      dataIndex: 'total',
      align: 'right',
      width: 140,
      fixed: 'right',
      sorter: byNumber((row) => row.total),
      render: (value: number) => <Typography.Text strong>{formatValue(value, format)}</Typography.Text>,
    },
  ];
  const footer = summaryRows(series, summary);
  return (
    <Table<AnalyticsTableRow>
      size="small"
      rowKey="label"
      columns={columns}
      dataSource={tableRows(series)}
      pagination={
        series.xAxisLabels.length > 31
          ? { defaultPageSize: 31, pageSizeOptions: [31, 62, 100], showSizeChanger: true }
          : false
      }
      scroll={{ x: 'max-content' }}
      data-testid={testId}
      summary={() => (
        <Table.Summary fixed="bottom">
          {footer.map((row) => (
            <Table.Summary.Row key={row.key} data-testid={`${testId}-${row.key}`}>
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>
                  {t(`analytics.${row.key === 'sum' ? 'total' : 'average'}`)}
                </Typography.Text>
              </Table.Summary.Cell>
              {series.areasData.map((area, i) => (
                <Table.Summary.Cell key={area.id} index={i + 1} align="right">
                  {formatValue(row.values[area.id] ?? 0, format)}
                </Table.Summary.Cell>
              ))}
              <Table.Summary.Cell index={series.areasData.length + 1} align="right">
                <Typography.Text strong>{formatValue(row.total, format)}</Typography.Text>
              </Table.Summary.Cell>
            </Table.Summary.Row>
          ))}
        </Table.Summary>
      )}
    />
  );
}
