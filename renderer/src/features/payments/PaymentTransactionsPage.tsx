import { Tag, Typography } from 'antd';
import { PAYMENT_TRANSACTIONS_EXPORT } from '@ops/shared/exports/paymentTransactionsExportFields';
import { useListExport } from '../../components/export/useListExport';
import { Link, useNavigate } from 'react-router';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import {
  PAYMENT_TRANSACTIONS_LIST,
  type PaymentTransactionsSortField,
} from '@ops/shared/lists/paymentTransactions';
import { ridePath, userPath } from '../../app/paths';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { orderTypeLabel, PAYMENT_STATUS_COLOURS, PAYMENT_STATUS_LABELS } from './paymentLabels';
import { PaymentTransactionsFilterPanel } from './PaymentTransactionsFilterPanel';
import { useGetPaymentTrnasctionsQuery, type PaymentTransactionRow } from './paymentsApi';
import { UserCell } from '../../components/list/UserCell';
import { fmtDate, fmtMoney } from '../../lib/format';

dayjs.extend(localizedFormat);

const date = (iso: string | null | undefined) => fmtDate(iso);
const text = (value: string | null | undefined) =>
  value ? <span style={{ whiteSpace: 'normal' }}>{value}</span> : '-';
const stop = (e: React.MouseEvent) => e.stopPropagation();

/** 02 §2's columns, with the rider first (the links 02 §2 asks for: the user, and a ride order's ride). */
export const PAYMENT_TRANSACTION_COLUMNS: ListColumn<PaymentTransactionRow, PaymentTransactionsSortField>[] =
  [
    {
      key: 'user',
      title: 'User',
      width: 170,
      render: (_v, row) => <UserCell user={row.user} withPhone testId="payment-user-link" />,
    },
    {
      key: 'merchantReference',
      title: 'Merchant Reference',
      width: 170,
      render: (_v, row) => <Typography.Text copyable>{row.merchantReference}</Typography.Text>,
    },
    {
      key: 'createdAt',
      title: 'Created At',
      sortField: 'createdAt',
      width: 150,
      render: (_v, row) => date(row.createdAt),
    },
    { key: 'amount', title: 'Amount', align: 'right', width: 110, render: (_v, row) => fmtMoney(row.amount) },
    { key: 'transactionType', title: 'Trx Type', width: 100, render: (_v, row) => row.transactionType },
    { key: 'gateway', title: 'Gateway', width: 110, render: (_v, row) => row.gateway },
    {
      key: 'status',
      title: 'Status',
      width: 100,
      render: (_v, row) => (
        <Tag color={PAYMENT_STATUS_COLOURS[row.status] ?? 'default'} data-testid="payment-status">
          {PAYMENT_STATUS_LABELS[row.status] ?? row.status}
        </Tag>
      ),
    },
    {
      key: 'orderType',
      title: 'Type',
      width: 150,
      // 02 §2: orders of type ride link to the ride.
      render: (_v, row) =>
        row.orderType === 'ride' && row.order ? (
          <Link to={ridePath(row.order)} onClick={stop} data-testid="payment-ride-link">
            {orderTypeLabel(row.orderType)}
          </Link>
        ) : (
          orderTypeLabel(row.orderType)
        ),
    },
    {
      key: 'gatewayReference',
      title: 'Gateway Reference',
      width: 130,
      render: (_v, row) => row.gatewayReference ?? '-',
    },
    {
      key: 'instantResponseMessage',
      title: 'Instant Gateway Message',
      width: 150,
      render: (_v, row) => text(row.instantResponseMessage),
    },
    {
      key: 'lastGatewayMessage',
      title: 'Last Gateway Message',
      width: 170,
      render: (_v, row) => text(row.lastGatewayMessage ?? row.responseMessage),
    },
    { key: 'webhookAt', title: 'Webhook Date', width: 150, render: (_v, row) => date(row.webhookAt) },
    {
      key: 'gatewayOrderReference',
      title: 'Gateway Order Reference',
      hiddenByDefault: true,
      render: (_v, row) => row.gatewayOrderReference ?? '-',
    },
    {
      key: 'instantResponseMaxDate',
      title: 'Instant Response By',
      hiddenByDefault: true,
      render: (_v, row) => date(row.instantResponseMaxDate),
    },
    {
      key: 'refundedAt',
      title: 'Refunded At',
      hiddenByDefault: true,
      render: (_v, row) => date(row.refundedAt),
    },
    { key: 'bill', title: 'Bill', hiddenByDefault: true, render: (_v, row) => row.bill?._id ?? '-' },
  ];

/**
 * /app/payment-transactions (bills.VIEW_PAYMENT_TRANSACTIONS): every gateway transaction on
 * the list kit, newest first, filtered by status, type, source and creation date (02 §2, §3),
 * 50 rows a page (25–200). A row opens its rider.
 */
export default function PaymentTransactionsPage() {
  const list = useListState(PAYMENT_TRANSACTIONS_LIST);
  const navigate = useNavigate();
  const { filters, pageNumber, rowsPerPage } = list.request;
  const result = useGetPaymentTrnasctionsQuery({ filters, pageNumber, rowsPerPage });
  const exporter = useListExport(PAYMENT_TRANSACTIONS_EXPORT, list.filters, result.data?.totalCount ?? 0);
  return (
    <ListPage
      title="PaymentTransactions"
      list={list}
      columns={PAYMENT_TRANSACTION_COLUMNS}
      rows={result.data?.paymentTransactions}
      total={result.data?.totalCount ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      scrollX={1800}
      filters={<PaymentTransactionsFilterPanel list={list} />}
      onOpenRow={(row) => row.user && void navigate(userPath(row.user._id))}
      empty={{
        title: 'No payment transactions yet',
        filteredTitle: 'No payment transactions match these filters',
      }}
      {...exporter.listProps}
      below={exporter.controls}
      testId="payment-transactions"
    />
  );
}
