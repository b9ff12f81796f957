import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { BillsSortField } from '@ops/shared/lists/bills';
import { billTypeLabel } from '@ops/shared/rules/bills';
import { ridePath } from '../../app/paths';
import type { ListColumn } from '../../components/list/ListPage';
import type { BillRow } from './billsApi';
import { UserCell } from '../../components/list/UserCell';
import { formatAmount } from '@ops/shared/rules/money';
import { fmtDate } from '../../lib/format';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM").
dayjs.extend(localizedFormat);

export const billDate = (iso: string | null | undefined) => fmtDate(iso);
export const egp = (value: number) => formatAmount(value);
const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/**
 * The Bill fields of 02 §3 as columns, for /app/bills and /app/auto-settlings. The user
 * links to /app/user/{id}, a ride bill to /app/rides/{id}. The fields a desk reads every day
 * are shown; the rest start hidden in the column chooser.
 */
export function billColumns(): ListColumn<BillRow, BillsSortField>[] {
  return [
    { key: 'serialNumber', title: 'Serial', sortField: 'serialNumber', render: (_v, bill) => bill.serialNumber },
    { key: 'date', title: 'Date', sortField: 'date', render: (_v, bill) => billDate(bill.date) },
    {
      key: 'user',
      title: 'User',
      render: (_v, bill) => <UserCell user={bill.user} />,
    },
    {
      key: 'type',
      title: 'Type',
      render: (_v, bill) => (
        <>
          {billTypeLabel(bill.type)}
          {bill.isAutoSettle && <Tag style={{ marginLeft: 6 }}>Auto</Tag>}
        </>
      ),
    },
    {
      key: 'ride',
      title: 'Ride',
      render: (_v, bill) =>
        bill.ride ? (
          <Link to={ridePath(bill.ride)} onClick={(e) => e.stopPropagation()}>
            Ride
          </Link>
        ) : (
          '-'
        ),
    },
    { key: 'totalCost', title: 'Total (EGP)', sortField: 'totalCost', align: 'right', render: (_v, bill) => egp(bill.totalCost) },
    { key: 'actualCost', title: 'Actual (EGP)', sortField: 'actualCost', align: 'right', render: (_v, bill) => egp(bill.actualCost) },
    { key: 'vat', title: 'VAT (EGP)', align: 'right', hiddenByDefault: true, render: (_v, bill) => egp(bill.vat) },
    { key: 'paidWithBalance', title: 'Balance (EGP)', align: 'right', render: (_v, bill) => egp(bill.paidWithBalance) },
    { key: 'paidWithPromocode', title: 'Promocode (EGP)', align: 'right', hiddenByDefault: true, render: (_v, bill) => egp(bill.paidWithPromocode) },
    { key: 'paidWithSubscription', title: 'Subscription (EGP)', align: 'right', hiddenByDefault: true, render: (_v, bill) => egp(bill.paidWithSubscription) },
    {
      key: 'balanceChange',
      title: 'Wallet change (EGP)',
      align: 'right',
      hiddenByDefault: true,
      render: (_v, bill) =>
        bill.balanceChange === null || bill.balanceChange === undefined ? (
          '-'
        ) : (
          <Typography.Text type={bill.balanceChange < 0 ? 'danger' : 'success'}>{egp(bill.balanceChange)}</Typography.Text>
        ),
    },
    { key: 'paymentGateway', title: 'Gateway', render: (_v, bill) => bill.paymentGateway ?? '-' },
    { key: 'paymentMethod', title: 'Method', hiddenByDefault: true, render: (_v, bill) => bill.paymentMethod ?? '-' },
    { key: 'maskedPan', title: 'Card', hiddenByDefault: true, render: (_v, bill) => bill.maskedPan ?? '-' },
    { key: 'trxID', title: 'Trx ID', hiddenByDefault: true, render: (_v, bill) => bill.trxID ?? '-' },
    {
      key: 'status',
      title: 'Status',
      render: (_v, bill) =>
        bill.isRefunded ? <Tag color="orange">Refunded</Tag> : bill.isPaymentSuccessful ? <Tag color="green">Paid</Tag> : <Tag color="red">Failed</Tag>,
    },
    { key: 'refundReason', title: 'Reason', hiddenByDefault: true, render: (_v, bill) => bill.refundReason ?? '-' },
    { key: 'freemium', title: 'Freemium', hiddenByDefault: true, render: (_v, bill) => yesNo(bill.freemium) },
    { key: 'walletAutoCharge', title: 'Auto charge', hiddenByDefault: true, render: (_v, bill) => bill.walletAutoCharge?._id ?? '-' },
    { key: 'createdAt', title: 'Created', hiddenByDefault: true, render: (_v, bill) => billDate(bill.createdAt) },
  ];
}
