import { useRef, useState } from 'react';
import { Avatar, Button, Card, Space, Switch, Table, Tooltip, type TableColumnsType } from 'antd';
import { moved } from '@ops/shared/rules/settingsLists';
import { PageHeader } from '../../components/PageHeader';
import { notice } from '../../lib/notices';
import { uploadFile } from '../../lib/uploadFile';
import {
  useGetPaymentMethodsQuery,
  useReorderPaymentMethodsMutation,
  useSetPaymentMethodEnabledMutation,
  type PaymentMethodRow,
} from './settingsApi';

/** One icon upload per row: PUT /upload-paymentIcon with the method's id (03 §7). */
function IconCell({ method, onUploaded }: { method: PaymentMethodRow; onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const result = await uploadFile('/upload-paymentIcon', file, { paymentMethodId: method._id });
    setBusy(false);
    if (input.current) input.current.value = '';
    if ('error' in result) notice.error(result.error);
    else {
      notice.success('Icon uploaded');
      onUploaded();
    }
  };
  return (
    <Space>
      <Avatar shape="square" size={36} src={method.iconUrl ?? undefined}>
        {method.name.slice(0, 1)}
      </Avatar>
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/webp"
        hidden
        onChange={(event) => void pick(event.target.files?.[0])}
        data-testid={`payment-icon-input-${method.key}`}
      />
      <Button size="small" loading={busy} onClick={() => input.current?.click()}>
        Upload icon
      </Button>
    </Space>
  );
}

/** /app/payment_methods (settings.ADJUST_PAYMENT_METHODS): enable, order and icons of the methods riders pay with. */
export default function PaymentMethodsPage() {
  const { data = [], isLoading, refetch } = useGetPaymentMethodsQuery();
  const [setEnabled] = useSetPaymentMethodEnabledMutation();
  const [reorder, reordering] = useReorderPaymentMethodsMutation();

  const move = (index: number, by: -1 | 1) =>
    void reorder({ ids: moved(data, index, by).map((method) => method._id) });
  const columns: TableColumnsType<PaymentMethodRow> = [
    {
      title: 'Order',
      key: 'order',
      width: 110,
      render: (_v, _m, index) => (
        <Space>
          <Tooltip title="Move up">
            <Button
              size="small"
              disabled={index === 0 || reordering.isLoading}
              onClick={() => move(index, -1)}
              aria-label="Move up"
            >
              ↑
            </Button>
          </Tooltip>
          <Tooltip title="Move down">
            <Button
              size="small"
              disabled={index === data.length - 1 || reordering.isLoading}
              onClick={() => move(index, 1)}
              aria-label="Move down"
            >
              ↓
            </Button>
          </Tooltip>
        </Space>
      ),
    },
    { title: 'Method', dataIndex: 'name', key: 'name' },
    {
      title: 'Icon',
      key: 'icon',
      render: (_v, method) => <IconCell method={method} onUploaded={() => void refetch()} />,
    },
    {
      title: 'Enabled',
      key: 'enabled',
      render: (_v, method) => (
        <Switch
          checked={method.enabled}
          onChange={(enabled) => void setEnabled({ id: method._id, enabled })}
          data-testid={`payment-enabled-${method.key}`}
        />
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Payment Methods"
        subtitle="What riders can pay with, in the order the app shows them."
      />
      <Card>
        <Table<PaymentMethodRow>
          rowKey="_id"
          columns={columns}
          dataSource={data}
          loading={isLoading}
          pagination={false}
          data-testid="payment-methods"
        />
      </Card>
    </>
  );
}
