import { useMemo } from 'react';
import { INTERVAL_PAYMENTS_EXPORT } from '@ops/shared/exports/intervalPaymentsExportFields';
import { useListExport } from '../../components/export/useListExport';
import { Button, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import {
  INTERVAL_PAYMENT_SOURCE_LABELS,
  INTERVAL_PAYMENT_STATUS_LABELS,
  INTERVAL_PAYMENTS_LIST,
  type IntervalPaymentSource,
  type IntervalPaymentStatus,
  type IntervalPaymentsSortField,
} from '@ops/shared/lists/intervalPayments';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { userPath } from '../../app/paths';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { notice } from '../../lib/notices';
import { testId } from '../../lib/testId';
import { IntervalPaymentsFilterPanel } from './IntervalPaymentsFilterPanel';
import { PAYMENT_STATUS_COLOURS, PAYMENT_STATUS_LABELS } from './paymentLabels';
import {
  useGetIntervalPaymentsQuery,
  useRetryIntervalPaymentMutation,
  type IntervalPaymentRow,
} from './paymentsApi';
import { UserCell } from '../../components/list/UserCell';
import { fmtDate, fmtMoney } from '../../lib/format';

dayjs.extend(localizedFormat);

const date = (iso: string | null | undefined) => fmtDate(iso);
const stop = (e: React.MouseEvent) => e.stopPropagation();
const STATUS_COLOURS: Record<IntervalPaymentStatus, string> = {
  scheduled: 'blue',
  pending: 'gold',
  success: 'green',
  failed: 'red',
};
const OUTCOME_COLOURS: Record<string, string> = {
  pending: 'gold',
  success: 'green',
  failed: 'red',
  expired: 'default',
};

function Outcome({ row }: { row: IntervalPaymentRow }) {
  const status = row.status as IntervalPaymentStatus;
  return (
    <Space direction="vertical" size={0}>
      <Tag color={STATUS_COLOURS[status] ?? 'default'} data-testid="interval-status">
        {INTERVAL_PAYMENT_STATUS_LABELS[status] ?? row.status}
      </Tag>
      {row.lastMessage && row.status !== 'scheduled' ? (
        <Typography.Text type="secondary">{row.lastMessage}</Typography.Text>
      ) : null}
    </Space>
  );
}

/** The tries of one charge, under its row. */
function AttemptsLog({ row }: { row: IntervalPaymentRow }) {
  if (row.attemptsLog.length === 0)
    return <Typography.Text type="secondary">Not tried yet: due {date(row.scheduledAt)}.</Typography.Text>;
  return (
    <List
      size="small"
      data-testid="interval-attempts"
      dataSource={row.attemptsLog}
      renderItem={(attempt) => (
        <List.Item>
          <Space wrap>
            <Typography.Text strong>Attempt {attempt.attemptNumber}</Typography.Text>
            <Tag color={OUTCOME_COLOURS[attempt.outcome] ?? 'default'}>{attempt.outcome}</Tag>
            <span>{date(attempt.startedAt)}</span>
            <span>{attempt.by ? `by ${attempt.by.name}` : 'by the schedule'}</span>
            {attempt.paymentTransaction ? (
              <span>
                {attempt.paymentTransaction.merchantReference} ({attempt.paymentTransaction.status})
              </span>
            ) : null}
            {attempt.message ? <Typography.Text type="secondary">{attempt.message}</Typography.Text> : null}
          </Space>
        </List.Item>
      )}
    />
  );
}

/**
 * /app/interval-payments (bills.VIEW_PAYMENT_TRANSACTIONS; the schema says why): every
 * scheduled charge — prime renewals and their retries, wallet auto-charges — with its
 * schedule, attempts (expand a row), outcome and the transaction it made. A failed one can be
 * retried by someone with the bills refund permission; the server checks it again.
 */
export default function IntervalPaymentsPage() {
  const list = useListState(INTERVAL_PAYMENTS_LIST);
  const navigate = useNavigate();
  const canRetry = useCan(gate('bills.REFUND'));
  const result = useGetIntervalPaymentsQuery(list.request);
  const exporter = useListExport(INTERVAL_PAYMENTS_EXPORT, list.filters, result.data?.totalCount ?? 0);
  const [retry, retrying] = useRetryIntervalPaymentMutation();

  const onRetry = async (row: IntervalPaymentRow) => {
    const done = await retry({ id: row._id })
      .unwrap()
      .catch(() => null);
    if (done)
      notice.success(
        `Retry sent: attempt ${done.attempts}, ${INTERVAL_PAYMENT_STATUS_LABELS[done.status as IntervalPaymentStatus] ?? done.status}`,
      );
  };

  const columns = useMemo<ListColumn<IntervalPaymentRow, IntervalPaymentsSortField>[]>(
    () => [
      {
        key: 'user',
        title: 'User',
        width: 170,
        render: (_v, row) => <UserCell user={row.user} withPhone />,
      },
      {
        key: 'source',
        title: 'Source',
        width: 160,
        render: (_v, row) => (
          <Space direction="vertical" size={0}>
            <span>{INTERVAL_PAYMENT_SOURCE_LABELS[row.source as IntervalPaymentSource] ?? row.source}</span>
            {row.primeSubscription ? (
              <Typography.Text type="secondary">{row.primeSubscription.name}</Typography.Text>
            ) : null}
          </Space>
        ),
      },
      {
        key: 'amount',
        title: 'Amount',
        align: 'right',
        width: 160,
        render: (_v, row) => (
          <Space direction="vertical" size={0} align="end">
            <span>{fmtMoney(row.amount)}</span>
            {row.credit !== null && row.credit !== undefined ? (
              <Typography.Text type="secondary">credits {fmtMoney(row.credit)}</Typography.Text>
            ) : null}
          </Space>
        ),
      },
      {
        key: 'scheduledAt',
        title: 'Scheduled',
        sortField: 'scheduledAt',
        width: 150,
        render: (_v, row) => date(row.scheduledAt),
      },
      {
        key: 'attempts',
        title: 'Attempts',
        width: 90,
        align: 'center',
        render: (_v, row) => (
          <span data-testid="interval-attempt-count">
            {row.attempts} / {row.maxAttempts}
          </span>
        ),
      },
      { key: 'status', title: 'Outcome', width: 180, render: (_v, row) => <Outcome row={row} /> },
      { key: 'failedAt', title: 'Failed At', width: 150, render: (_v, row) => date(row.failedAt) },
      {
        key: 'nextRetryAt',
        title: 'Next Retry',
        width: 150,
        render: (_v, row) => (row.status === 'failed' ? date(row.nextRetryAt) : '-'),
      },
      {
        key: 'paymentTransaction',
        title: 'Payment Transaction',
        width: 190,
        render: (_v, row) =>
          row.paymentTransaction ? (
            <Space direction="vertical" size={0}>
              <Typography.Text copyable>{row.paymentTransaction.merchantReference}</Typography.Text>
              <Tag color={PAYMENT_STATUS_COLOURS[row.paymentTransaction.status] ?? 'default'}>
                {PAYMENT_STATUS_LABELS[row.paymentTransaction.status] ?? row.paymentTransaction.status}
              </Tag>
            </Space>
          ) : (
            '-'
          ),
      },
      { key: 'maskedPan', title: 'Card', hiddenByDefault: true, render: (_v, row) => row.maskedPan ?? '-' },
      {
        key: 'succeededAt',
        title: 'Paid At',
        hiddenByDefault: true,
        render: (_v, row) => date(row.succeededAt),
      },
    ],
    [],
  );
  const actions: ListColumn<IntervalPaymentRow, IntervalPaymentsSortField> = {
    key: 'actions',
    title: 'Actions',
    width: 100,
    render: (_v, row) =>
      canRetry && row.status === 'failed' ? (
        <span onClick={stop}>
          <Popconfirm
            title="Charge this again now?"
            description={`${fmtMoney(row.amount)} to ${row.maskedPan ?? 'the saved card'}`}
            okText="Retry"
            okButtonProps={{ loading: retrying.isLoading, ...testId('interval-retry-ok') }}
            onConfirm={() => onRetry(row)}
          >
            <Button size="small" data-testid={`interval-retry-${row._id}`}>
              Retry
            </Button>
          </Popconfirm>
        </span>
      ) : null,
  };

  return (
    <ListPage
      title="IntervalPayments"
      list={list}
      columns={[...columns, actions]}
      rows={result.data?.intervalPayments}
      total={result.data?.totalCount ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      scrollX={1600}
      filters={<IntervalPaymentsFilterPanel list={list} />}
      expandable={{ expandedRowRender: (row) => <AttemptsLog row={row} />, rowExpandable: () => true }}
      onOpenRow={(row) => row.user && void navigate(userPath(row.user._id))}
      empty={{
        title: 'No scheduled payments yet',
        filteredTitle: 'No scheduled payments match these filters',
      }}
      {...exporter.listProps}
      below={exporter.controls}
      testId="interval-payments"
    />
  );
}
