import { useMemo, useState } from 'react';
import { Card, Col, DatePicker, Flex, Row, Statistic, Table, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { INVENTORY_STATE_ERRORS } from '@ops/shared/rules/inventory';
import { fmtMoney } from '../../lib/format';
import { EmptyState } from '../../components/EmptyState';
import { useInventoryAnalyticsQuery } from './inventoryApi';
import { WarehousePicker } from './pickers';

/**
 * /app/inventory/analytics: the totals of 03 §3 (value, input, consumption, items count,
 * urgent) and consumption over time per category. The chart library of the analytics
 * issue has not landed, so the series is a table.
 */
export default function AnalyticsPage() {
  const [range, setRange] = useState<[Dayjs, Dayjs]>([
    dayjs().subtract(29, 'day').startOf('day'),
    dayjs().endOf('day'),
  ]);
  const [warehouseId, setWarehouseId] = useState<string>();
  const { data, isLoading, isError } = useInventoryAnalyticsQuery({
    startDate: range[0].toISOString(),
    endDate: range[1].toISOString(),
    warehouseId,
  });
  const rows = useMemo(() => [...(data?.consumptionOverTime ?? [])].reverse(), [data]);
  const t = data?.totals;
  return (
    <Flex vertical gap={16} data-testid="inventory-analytics">
      <Typography.Title level={1} style={{ margin: 0 }}>
        Inventory Analytics
      </Typography.Title>
      <Flex gap={12} wrap>
        <DatePicker.RangePicker
          value={range}
          allowClear={false}
          onChange={(value) =>
            value?.[0] && value[1] && setRange([value[0].startOf('day'), value[1].endOf('day')])
          }
        />
        <div style={{ width: 260 }}>
          <WarehousePicker
            value={warehouseId}
            onChange={setWarehouseId}
            placeholder="All warehouses"
            testId="analytics-warehouse"
          />
        </div>
      </Flex>
      {isError ? (
        <EmptyState title={INVENTORY_STATE_ERRORS.failed} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {[
              ['Value', t ? fmtMoney(t.value) : '-'],
              ['Input (units)', t?.input ?? '-'],
              ['Consumption (units)', t?.consumption ?? '-'],
              ['Items', t?.itemsCount ?? '-'],
              ['Urgent', t?.urgent ?? '-'],
            ].map(([label, value]) => (
              <Col key={String(label)} xs={12} md={8} lg={4}>
                <Card size="small" loading={isLoading}>
                  <Statistic title={label} value={value} />
                </Card>
              </Col>
            ))}
          </Row>
          <Card size="small" title="Consumption over time per category">
            <Table
              size="small"
              loading={isLoading}
              rowKey={(p) => `${p.day}-${p.category}`}
              dataSource={rows}
              pagination={{ pageSize: 20 }}
              columns={[
                { key: 'day', title: 'Day', dataIndex: 'day' },
                { key: 'category', title: 'Category', dataIndex: 'category' },
                { key: 'quantity', title: 'Units', dataIndex: 'quantity' },
                { key: 'value', title: 'Value', render: (_v, p) => fmtMoney(p.value) },
              ]}
              locale={{ emptyText: 'No consumption in this range' }}
            />
          </Card>
        </>
      )}
    </Flex>
  );
}
