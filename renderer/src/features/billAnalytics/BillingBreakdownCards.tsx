import { Card, Col, Row, Table, Typography, type TableColumnsType } from 'antd';
import { formatValue } from '../../components/analytics/analyticsFormat';
import type { BillingTotals } from './billAnalyticsApi';
import { breakdownRows, type BreakdownRow } from './billFigures';

const money = (value: number) => formatValue(value, 'money');
const moneyColumn = (key: keyof BreakdownRow & string, title: string, strong = false) => ({
  key,
  title,
  dataIndex: key,
  align: 'right' as const,
  render: (value: number) =>
    strong ? <Typography.Text strong>{money(value)}</Typography.Text> : money(value),
});

const BREAKDOWN_COLUMNS: TableColumnsType<BreakdownRow> = [
  { key: 'label', title: 'Source', dataIndex: 'label', fixed: 'left' },
  {
    key: 'count',
    title: 'Bills',
    dataIndex: 'count',
    align: 'right',
    render: (value: number) => formatValue(value, 'count'),
  },
  moneyColumn('total', 'Total'),
  moneyColumn('net', 'Net (card)'),
  moneyColumn('balance', 'Balance'),
  moneyColumn('prime', 'Prime'),
  moneyColumn('promo', 'Promo codes'),
  moneyColumn('actual', 'Actual revenue', true),
  moneyColumn('uncollected', 'Uncollected'),
];

/**
 * totalBillingAnalytics for the range, every area (the query has no area breakdown): each source's
 * money by how it was paid with the 02 §5 derived figures, and the card money per gateway.
 */
export function BillingBreakdownCards({ totals }: { totals: BillingTotals }) {
  const gateways = [...totals.paymentGateways].sort((a, b) => b.net - a.net);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xxl={17}>
        <Card size="small" title="Billing breakdown (all areas)" styles={{ body: { padding: 0 } }}>
          <Table<BreakdownRow>
            size="small"
            rowKey="key"
            columns={BREAKDOWN_COLUMNS}
            dataSource={breakdownRows(totals)}
            pagination={false}
            scroll={{ x: 'max-content' }}
            data-testid="billing-breakdown"
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <Typography.Text strong>Revenue bills</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  {money(totals.costTotals.total)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} colSpan={3} align="right">
                  <Typography.Text type="secondary">VAT {money(totals.costTotals.vat)}</Typography.Text>
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
        <Card size="small" title="Payment gateways" styles={{ body: { padding: 0 } }}>
          <Table
            size="small"
            rowKey="gateway"
            pagination={false}
            dataSource={gateways}
            locale={{ emptyText: 'No card payments in these dates' }}
            data-testid="billing-gateways"
            columns={[
              { key: 'gateway', title: 'Gateway', dataIndex: 'gateway' },
              { key: 'count', title: 'Bills', dataIndex: 'count', align: 'right' },
              {
                key: 'net',
                title: 'Net',
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
