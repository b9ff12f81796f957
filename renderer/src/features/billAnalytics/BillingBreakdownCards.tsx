import { Card, Col, Row, Table, Typography, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../lib/format';
import { formatValue } from '../../components/analytics/analyticsFormat';
import type { BillingTotals } from './billAnalyticsApi';
import { breakdownRows, type BreakdownRow } from './billFigures';

const money = (value: number) => formatValue(value, 'money');
const moneyColumn = (t: TFunction, key: keyof BreakdownRow & string, strong = false) => ({
  key,
  title: t(`analytics.bills.column.${key}`),
  dataIndex: key,
  align: 'right' as const,
  render: (value: number) =>
    strong ? <Typography.Text strong>{money(value)}</Typography.Text> : money(value),
});

const breakdownColumns = (t: TFunction): TableColumnsType<BreakdownRow> => [
  {
    key: 'label',
    title: t('analytics.bills.column.source'),
    dataIndex: 'key',
    fixed: 'left',
    render: (source: string) => t(`analytics.bills.source.${source}`),
  },
  {
    key: 'count',
    title: t('analytics.bills.column.count'),
    dataIndex: 'count',
    align: 'right',
    render: (value: number) => formatValue(value, 'count'),
  },
  moneyColumn(t, 'total'),
  moneyColumn(t, 'net'),
  moneyColumn(t, 'balance'),
  moneyColumn(t, 'prime'),
  moneyColumn(t, 'promo'),
  moneyColumn(t, 'actual', true),
  moneyColumn(t, 'uncollected'),
];

/**
 * totalBillingAnalytics for the range, every area (the query has no area breakdown): each source's
 * money by how it was paid with the 02 §5 derived figures, and the card money per gateway.
 */
export function BillingBreakdownCards({ totals }: { totals: BillingTotals }) {
  const { t } = useTranslation();
  const gateways = [...totals.paymentGateways].sort((a, b) => b.net - a.net);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={17}>
        <Card size="small" title={t('analytics.bills.breakdown')} styles={{ body: { padding: 0 } }}>
          <Table<BreakdownRow>
            size="small"
            rowKey="key"
            columns={breakdownColumns(t)}
            dataSource={breakdownRows(totals)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="billing-breakdown"
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <Typography.Text strong>{t('analytics.bills.revenueBills')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {money(totals.costTotals.total)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} colSpan={3} align="right">
                  <Typography.Text type="secondary">
                    {t('analytics.bills.vat', { amount: money(totals.costTotals.vat) })}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={6} align="right">
                  {money(totals.costTotals.promo)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={7} align="right">
                  <Typography.Text strong>{money(totals.costTotals.actual)}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={8} align="right">
                  {money(totals.costTotals.uncollected)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </Card>
      </Col>
      <Col xs={24} xxl={7}>
        <Card size="small" title={t('analytics.bills.gateways')} styles={{ body: { padding: 0 } }}>
          <Table
            size="small"
            rowKey="gateway"
            pagination={false}
            dataSource={gateways}
            locale={{ emptyText: t('analytics.bills.noCardPayments') }}
            data-testid="billing-gateways"
            columns={[
              { key: 'gateway', title: t('analytics.bills.gateway'), dataIndex: 'gateway' },
              {
                key: 'count',
                title: t('analytics.bills.column.count'),
                dataIndex: 'count',
                align: 'right',
                render: (value: number) => formatCount(value),
              },
              {
                key: 'net',
                title: t('analytics.bills.gatewayNet'),
                dataIndex: 'net',
                align: 'right',
                render: (value: number) => money(value),
              },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
