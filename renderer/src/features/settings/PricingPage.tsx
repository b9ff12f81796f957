import { useEffect, useState } from 'react';
import {
  Button,
  Card,
  Flex,
  Input,
  InputNumber,
  Modal,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { REASON_TEXT_ROWS } from '@ops/shared/rules/constants';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { priceInputError } from '@ops/shared/rules/priceSettings';
import { PageHeader } from '../../components/PageHeader';
import { useCan } from '../../components/PermissionGate';
import { formatDateTime, fmtMoney } from '../../lib/format';
import { notice } from '../../lib/notices';
import {
  useGetRidePriceHistoryQuery,
  useGetRidePricesQuery,
  useSetRidePriceMutation,
  type RidePriceRow,
} from './settingsApi';
import { testId } from '../../lib/testId';

const key = (row: RidePriceRow) => `${row.areaId}:${row.vehicleType}`;

function History({ row }: { row: RidePriceRow }) {
  const { data = [] } = useGetRidePriceHistoryQuery({ areaId: row.areaId, vehicleType: row.vehicleType });
  if (data.length === 0)
    return <Typography.Text type="secondary">Never changed: the defaults apply.</Typography.Text>;
  return (
    <Table
      size="small"
      rowKey="_id"
      pagination={false}
      dataSource={data}
      columns={[
        { title: 'From', dataIndex: 'effectiveFrom', render: (at: string) => formatDateTime(at) },
        { title: 'Base', dataIndex: 'basePrice', render: (v: number) => fmtMoney(v) },
        { title: 'Per minute', dataIndex: 'minutePrice', render: (v: number) => fmtMoney(v) },
        { title: 'By', key: 'by', render: (_v, change) => change.setBy?.name ?? '—' },
        { title: 'Reason', dataIndex: 'reason' },
      ]}
      style={{ maxWidth: 800 }}
    />
  );
}

/** The change dialog: the shared rule checks the prices here and on the server. */
function PriceDialog({ row, onClose }: { row: RidePriceRow | null; onClose: () => void }) {
  const [base, setBase] = useState<number | null>(null);
  const [minute, setMinute] = useState<number | null>(null);
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [save, saving] = useSetRidePriceMutation();
  useEffect(() => {
    setBase(row?.basePrice ?? null);
    setMinute(row?.minutePrice ?? null);
    setReason('');
    setTouched(false);
  }, [row]);
  const error = row
    ? priceInputError({ basePrice: base ?? Number.NaN, minutePrice: minute ?? Number.NaN, reason }, row)
    : null;
  const submit = async () => {
    setTouched(true);
    if (!row || error || base === null || minute === null) return;
    const done = await save({
      areaId: row.areaId,
      vehicleType: row.vehicleType,
      basePrice: base,
      minutePrice: minute,
      reason: reason.trim(),
    })
      .unwrap()
      .catch(() => null);
    if (!done) return;
    notice.success('Price saved: rides started from now on use it');
    onClose();
  };
  return (
    <Modal
      open={row !== null}
      title={row ? `Price of ${row.vehicleType} in ${row.areaName}` : ''}
      okText="Save"
      onOk={() => void submit()}
      onCancel={onClose}
      okButtonProps={{ loading: saving.isLoading, ...testId('price-save') }}
      destroyOnHidden
      data-testid="price-dialog"
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          Rides already under way keep the price they started with.
        </Typography.Text>
        <Flex gap={16}>
          <label>
            Base price (L.E)
            <InputNumber
              min={0}
              step={0.5}
              value={base}
              onChange={setBase}
              style={{ display: 'block', width: 160 }}
              data-testid="price-base"
            />
          </label>
          <label>
            Per minute (L.E)
            <InputNumber
              min={0}
              step={0.25}
              value={minute}
              onChange={setMinute}
              style={{ display: 'block', width: 160 }}
              data-testid="price-minute"
            />
          </label>
        </Flex>
        <label>
          Reason
          <Input.TextArea
            rows={REASON_TEXT_ROWS}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            data-testid="price-reason"
          />
        </label>
        {touched && error && (
          <Typography.Text type="danger" data-testid="price-error">
            {error}
          </Typography.Text>
        )}
      </Flex>
    </Modal>
  );
}

/** /app/pricing (pricing layer): base and per-minute price per area and vehicle type; defaults 6 and 1 L.E. */
export default function PricingPage() {
  const { data = [], isLoading } = useGetRidePricesQuery();
  const canEdit = useCan(gate('pricing.EDIT'));
  const [editing, setEditing] = useState<RidePriceRow | null>(null);
  const columns: TableColumnsType<RidePriceRow> = [
    { title: 'Area', dataIndex: 'areaName' },
    { title: 'Vehicle type', dataIndex: 'vehicleType' },
    { title: 'Base price', dataIndex: 'basePrice', align: 'right', render: (v: number) => fmtMoney(v) },
    { title: 'Per minute', dataIndex: 'minutePrice', align: 'right', render: (v: number) => fmtMoney(v) },
    {
      title: 'Since',
      key: 'since',
      render: (_v, row) =>
        row.isDefault ? (
          <Tag>default</Tag>
        ) : (
          `${formatDateTime(row.effectiveFrom)} · ${row.setBy?.name ?? ''}`
        ),
    },
    ...(canEdit
      ? [
          {
            title: '',
            key: 'edit',
            render: (_v: unknown, row: RidePriceRow) => (
              <Button
                size="small"
                onClick={() => setEditing(row)}
                data-testid={`price-edit-${row.areaName}-${row.vehicleType}`}
              >
                Change
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader
        title="Pricing"
        subtitle="What a ride costs: base price plus every started minute, per area and vehicle type."
      />
      <Card>
        <Table<RidePriceRow>
          rowKey={key}
          size="small"
          columns={columns}
          dataSource={data}
          loading={isLoading}
          pagination={false}
          expandable={{ expandedRowRender: (row) => <History row={row} /> }}
          onRow={(row) => testId(`price-row-${row.areaName}-${row.vehicleType}`)}
        />
      </Card>
      <PriceDialog row={editing} onClose={() => setEditing(null)} />
    </>
  );
}
