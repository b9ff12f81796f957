import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { TFunction } from 'i18next';
import type { BillsSortField } from '@ops/shared/lists/bills';
import { ridePath } from '../../app/paths';
import type { ListColumn } from '../../components/list/ListPage';
import type { BillRow } from './billsApi';
import { UserCell } from '../../components/list/UserCell';
import { billTypeText } from '../../i18n/sharedLabels';
import { fmtAmount, fmtDate } from '../../lib/format';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM").
dayjs.extend(localizedFormat);

export const billDate = (iso: string | null | undefined) => fmtDate(iso);
/** An amount under an '(EGP)' heading, in the user's digits. */
export const egp = (value: number) => fmtAmount(value);

/**
 * The Bill fields of 02 §3 as columns, for /app/bills and /app/auto-settlings. The user
 * links to /app/user/{id}, a ride bill to /app/rides/{id}. The fields a desk reads every day
 * are shown; the rest start hidden in the column chooser. Headings and words in the language
 * shown (`t`); the English ones are the spec's.
 */
export function billColumns(t: TFunction): ListColumn<BillRow, BillsSortField>[] {
  const yesNo = (value: boolean) => (value ? t('list.yes') : t('list.no'));
  return [
    {
      key: 'serialNumber',
      title: t('bills.col.serialNumber'),
      sortField: 'serialNumber',
      render: (_v, bill) => bill.serialNumber,
    },
    { key: 'date', title: t('bills.col.date'), sortField: 'date', render: (_v, bill) => billDate(bill.date) },
    {
      key: 'user',
      title: t('bills.col.user'),
      render: (_v, bill) => <UserCell user={bill.user} />,
    },
    {
      key: 'type',
      title: t('bills.col.type'),
      render: (_v, bill) => (
        <>
          {billTypeText(t, bill.type)}
          {bill.isAutoSettle && <Tag style={{ marginInlineStart: 6 }}>{t('bills.auto')}</Tag>}
        </>
      ),
    },
    {
      key: 'ride',
      title: t('bills.col.ride'),
      render: (_v, bill) =>
        bill.ride ? (
          <Link to={ridePath(bill.ride)} onClick={(e) => e.stopPropagation()}>
            {t('bills.ride')}
          </Link>
        ) : (
          '-'
        ),
    },
    {
      key: 'totalCost',
      title: t('bills.col.totalCost'),
      sortField: 'totalCost',
      align: 'right',
      render: (_v, bill) => egp(bill.totalCost),
    },
    {
      key: 'actualCost',
      title: t('bills.col.actualCost'),
      sortField: 'actualCost',
      align: 'right',
      render: (_v, bill) => egp(bill.actualCost),
    },
    {
      key: 'vat',
      title: t('bills.col.vat'),
      align: 'right',
      hiddenByDefault: true,
      render: (_v, bill) => egp(bill.vat),
    },
    {
      key: 'paidWithBalance',
      title: t('bills.col.paidWithBalance'),
      align: 'right',
      render: (_v, bill) => egp(bill.paidWithBalance),
    },
    {
      key: 'paidWithPromocode',
      title: t('bills.col.paidWithPromocode'),
      align: 'right',
      hiddenByDefault: true,
      render: (_v, bill) => egp(bill.paidWithPromocode),
    },
    {
      key: 'paidWithSubscription',
      title: t('bills.col.paidWithSubscription'),
      align: 'right',
      hiddenByDefault: true,
      render: (_v, bill) => egp(bill.paidWithSubscription),
    },
    {
      key: 'balanceChange',
      title: t('bills.col.balanceChange'),
      align: 'right',
      hiddenByDefault: true,
      render: (_v, bill) =>
        bill.balanceChange === null || bill.balanceChange === undefined ? (
          '-'
        ) : (
          <Typography.Text type={bill.balanceChange < 0 ? 'danger' : 'success'}>
            {egp(bill.balanceChange)}
          </Typography.Text>
        ),
    },
    {
      key: 'paymentGateway',
      title: t('bills.col.paymentGateway'),
      render: (_v, bill) => bill.paymentGateway ?? '-',
    },
    {
      key: 'paymentMethod',
      title: t('bills.col.paymentMethod'),
      hiddenByDefault: true,
      render: (_v, bill) => bill.paymentMethod ?? '-',
    },
    {
      key: 'maskedPan',
      title: t('bills.col.maskedPan'),
      hiddenByDefault: true,
      render: (_v, bill) => bill.maskedPan ?? '-',
    },
    {
      key: 'trxID',
      title: t('bills.col.trxID'),
      hiddenByDefault: true,
      render: (_v, bill) => bill.trxID ?? '-',
    },
    {
      key: 'status',
      title: t('bills.col.status'),
      render: (_v, bill) =>
        bill.isRefunded ? (
          <Tag color="orange">{t('bills.refunded')}</Tag>
        ) : bill.isPaymentSuccessful ? (
          <Tag color="green">{t('bills.paid')}</Tag>
        ) : (
          <Tag color="red">{t('bills.failed')}</Tag>
        ),
    },
    {
      key: 'refundReason',
      title: t('bills.col.refundReason'),
      hiddenByDefault: true,
      render: (_v, bill) => (bill.refundReason ? <span dir="auto">{bill.refundReason}</span> : '-'),
    },
    {
      key: 'freemium',
      title: t('bills.col.freemium'),
      hiddenByDefault: true,
      render: (_v, bill) => yesNo(bill.freemium),
    },
    {
      key: 'walletAutoCharge',
      title: t('bills.col.walletAutoCharge'),
      hiddenByDefault: true,
      render: (_v, bill) => bill.walletAutoCharge?._id ?? '-',
    },
    {
      key: 'createdAt',
      title: t('bills.col.createdAt'),
      hiddenByDefault: true,
      render: (_v, bill) => billDate(bill.createdAt),
    },
  ];
}
