import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Alert, Button, Descriptions, Drawer, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { billTypeLabel } from '@ops/shared/rules/bills';
import { errorMessageOf } from '../../i18n/errorText';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { ridePath, userPath } from '../../app/paths';
import { useCan } from '../../components/PermissionGate';
import { walletLogColumns } from '../../components/walletLogs/walletLogColumns';
import { billDate, egp } from './billColumns';
import { useGetBillQuery, type BillDetail } from './billsApi';
import { ManualBillDialog } from './ManualBillDialog';
import { RefundDialog } from './RefundDialog';

type Payment = BillDetail['paymentTransactions'][number];
type Log = BillDetail['walletLogs'][number];

const PAYMENT_STATUS_COLORS: Record<string, string> = {
  success: 'green',
  pending: 'gold',
  failed: 'red',
  refunded: 'orange',
  expired: 'default',
};

const PAYMENT_COLUMNS = [
  {
    key: 'merchantReference',
    title: 'Merchant Reference',
    render: (_v: unknown, p: Payment) => p.merchantReference,
  },
  { key: 'createdAt', title: 'Created At', render: (_v: unknown, p: Payment) => billDate(p.createdAt) },
  {
    key: 'amount',
    title: 'Amount',
    align: 'right' as const,
    render: (_v: unknown, p: Payment) => egp(p.amount),
  },
  { key: 'transactionType', title: 'Trx Type', render: (_v: unknown, p: Payment) => p.transactionType },
  { key: 'gateway', title: 'Gateway', render: (_v: unknown, p: Payment) => p.gateway },
  {
    key: 'status',
    title: 'Status',
    render: (_v: unknown, p: Payment) => <Tag color={PAYMENT_STATUS_COLORS[p.status]}>{p.status}</Tag>,
  },
  { key: 'orderType', title: 'Type', render: (_v: unknown, p: Payment) => p.orderType },
  {
    key: 'lastGatewayMessage',
    title: 'Last Gateway Message',
    render: (_v: unknown, p: Payment) => p.lastGatewayMessage ?? p.instantResponseMessage ?? '-',
  },
];

/** A table wider than the drawer scrolls here; focusable so the keyboard can scroll it (axe scrollable-region-focusable). */
function ScrollRegion({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div role="region" aria-label={label} tabIndex={0} style={{ overflowX: 'auto' }}>
      {children}
    </div>
  );
}

/**
 * One bill (issue 8 §1): its Bill fields, links to the user and the ride, its payment
 * transactions and the wallet logs it (and its refund) wrote, with Refund and a manual bill
 * for the same user for those allowed.
 */
export function BillDrawer({ billId, onClose }: { billId: string | null; onClose: () => void }) {
  return (
    <Drawer
      open={!!billId}
      onClose={onClose}
      size="large"
      title="Bill"
      destroyOnHidden
      data-testid="bill-drawer"
    >
      {billId && <BillDetailView billId={billId} />}
    </Drawer>
  );
}

function BillDetailView({ billId }: { billId: string }) {
  const { data, isLoading, error, refetch } = useGetBillQuery({ id: billId });
  const mayRefund = useCan(gate('bills.REFUND'));
  const mayWriteManual = useCan(gate('bills.MANUAL_BILLS'));
  const [refunding, setRefunding] = useState(false);
  const [manual, setManual] = useState(false);
  const logColumns = useMemo(() => walletLogColumns<Log>(), []);

  if (isLoading) return <Skeleton active />;
  if (error || !data)
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessageOf(error)}
        action={
          <Button size="small" onClick={() => void refetch()}>
            Try again
          </Button>
        }
      />
    );
  const { bill, refund, refundable } = data;
  return (
    <Flex vertical gap={20}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={4} style={{ margin: 0 }} data-testid="bill-title">
          #{bill.serialNumber} · {billTypeLabel(bill.type)}{' '}
          {bill.isRefunded && <Tag color="orange">Refunded</Tag>}
        </Typography.Title>
        <Flex gap={8}>
          {mayWriteManual && bill.user && (
            <Button onClick={() => setManual(true)}>Manual bill for this user</Button>
          )}
          {mayRefund && refundable > 0 && (
            <Button type="primary" danger onClick={() => setRefunding(true)} data-testid="bill-refund">
              Refund
            </Button>
          )}
        </Flex>
      </Flex>
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="User">
          {bill.user ? (
            <Link to={userPath(bill.user._id)}>{bill.user.name || bill.user.phoneNumber}</Link>
          ) : (
            '-'
          )}
        </Descriptions.Item>
        <Descriptions.Item label="Ride">
          {bill.ride ? <Link to={ridePath(bill.ride)}>Open ride</Link> : '-'}
        </Descriptions.Item>
        <Descriptions.Item label="Date">{billDate(bill.date)}</Descriptions.Item>
        <Descriptions.Item label="Created At">{billDate(bill.createdAt)}</Descriptions.Item>
        <Descriptions.Item label="Total Cost">{egp(bill.totalCost)}</Descriptions.Item>
        <Descriptions.Item label="VAT">{egp(bill.vat)}</Descriptions.Item>
        <Descriptions.Item label="Actual Cost">{egp(bill.actualCost)}</Descriptions.Item>
        <Descriptions.Item label="Paid With Balance">{egp(bill.paidWithBalance)}</Descriptions.Item>
        <Descriptions.Item label="Paid With Promocode">{egp(bill.paidWithPromocode)}</Descriptions.Item>
        <Descriptions.Item label="Paid With Subscription">{egp(bill.paidWithSubscription)}</Descriptions.Item>
        <Descriptions.Item label="Gateway">{bill.paymentGateway ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Payment Method">{bill.paymentMethod ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Masked Pan">{bill.maskedPan ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Trx ID">{bill.trxID ?? '-'}</Descriptions.Item>
        <Descriptions.Item label="Payment Successful">
          {bill.isPaymentSuccessful ? 'Yes' : 'No'}
        </Descriptions.Item>
        <Descriptions.Item label="Freemium">{bill.freemium ? 'Yes' : 'No'}</Descriptions.Item>
        <Descriptions.Item label="Auto Settle">{bill.isAutoSettle ? 'Yes' : 'No'}</Descriptions.Item>
        <Descriptions.Item label="Wallet Auto Charge">{bill.walletAutoCharge?._id ?? '-'}</Descriptions.Item>
        {bill.balanceChange !== null && bill.balanceChange !== undefined && (
          <Descriptions.Item label="Wallet Change">{egp(bill.balanceChange)}</Descriptions.Item>
        )}
        {bill.createdBy && <Descriptions.Item label="Written By">{bill.createdBy.name}</Descriptions.Item>}
        <Descriptions.Item label="Reason" span={2}>
          {bill.refundReason ?? '-'}
        </Descriptions.Item>
        {refund && (
          <Descriptions.Item label="Refund" span={2}>
            <span data-testid="bill-refund-line">
              #{refund.serialNumber}: {egp(refund.balanceChange ?? 0)} on {billDate(refund.date)}
              {refund.createdBy ? ` by ${refund.createdBy.name}` : ''}
            </span>
          </Descriptions.Item>
        )}
        {bill.gatewayResponse && (
          <Descriptions.Item label="Gateway Response" span={2}>
            <Typography.Text code style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all' }}>
              {bill.gatewayResponse}
            </Typography.Text>
          </Descriptions.Item>
        )}
      </Descriptions>

      <section aria-label="Payment transactions">
        <Typography.Title level={5}>Payment Transactions</Typography.Title>
        <ScrollRegion label="Payment transactions table">
          <Table<Payment>
            size="small"
            rowKey="_id"
            columns={PAYMENT_COLUMNS}
            dataSource={data.paymentTransactions}
            pagination={false}
            locale={{
              emptyText: (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description="No payment transactions for this bill"
                />
              ),
            }}
            data-testid="bill-payments"
          />
        </ScrollRegion>
      </section>

      <section aria-label="Wallet logs">
        <Typography.Title level={5}>Wallet Logs</Typography.Title>
        <ScrollRegion label="Wallet logs table">
          <Table<Log>
            size="small"
            rowKey="_id"
            columns={logColumns}
            dataSource={data.walletLogs}
            pagination={false}
            locale={{
              emptyText: (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="This bill moved no wallet balance" />
              ),
            }}
            data-testid="bill-wallet-logs"
          />
        </ScrollRegion>
      </section>

      <RefundDialog
        open={refunding}
        billId={bill._id}
        serialNumber={bill.serialNumber}
        billType={bill.type}
        refundable={refundable}
        onClose={() => setRefunding(false)}
      />
      <ManualBillDialog
        open={manual}
        user={bill.user ? { _id: bill.user._id, name: bill.user.name } : null}
        onClose={() => setManual(false)}
      />
    </Flex>
  );
}
