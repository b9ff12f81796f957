import { Card, Col, Row, Statistic } from 'antd';
import { formatMinutes, type TeamTotals as Totals } from '../attendance';

/** The totals strip above the attendance tables. */
export function TeamTotals({ totals, loading }: { totals: Totals; loading: boolean }) {
  const items = [
    { key: 'onShift', title: 'On shift', value: String(totals.onShift) },
    { key: 'active', title: 'Active', value: String(totals.active), color: 'var(--ops-success-text)' },
    {
      key: 'inBreak',
      title: 'In break',
      value: String(totals.inBreak),
      color: totals.inBreak > 0 ? 'var(--ops-warning-text)' : undefined,
    },
    { key: 'work', title: 'Team working time', value: formatMinutes(totals.workMinutes) },
    { key: 'break', title: 'Team break time', value: formatMinutes(totals.breakMinutes) },
  ];
  return (
    <Row gutter={[16, 16]} style={{ marginTop: 20 }} data-testid="team-totals">
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={24 / 5} flex="1">
          <Card size="small" className="ops-stat-card">
            <Statistic
              title={item.title}
              value={item.value}
              loading={loading}
              styles={{ content: { color: item.color, fontSize: 22 } }}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
