import { Link } from 'react-router';
import { Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { walletLogTypeLabel } from '@ops/shared/rules/labels';
import type { ListColumn } from '../list/ListPage';
import { formatAmount } from '@ops/shared/rules/money';
import { fmtDate } from '../../lib/format';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM").
dayjs.extend(localizedFormat);

/** The fields a wallet log row shows (the WalletLog type of the schema). */
export interface WalletLogColumnsRow {
  _id: string;
  user?: { _id: string; name: string } | null;
  dashboardUser?: { _id: string; name: string } | null;
  type: string;
  difference: number;
  prevBalance: number;
  currBalance: number;
  additionalReason?: string | null;
  customComment?: string | null;
  createdAt: string;
  isWaived: boolean;
}

const egp = (value: number) => formatAmount(value);
const REASON_CELL: React.CSSProperties = { whiteSpace: 'normal', minWidth: 160, maxWidth: 320 };

/**
 * The wallet logs table's columns of 02 §2 but Actions (each place adds its own): User,
 * Before, After, Difference (EGP), Type, By (User), Date/Time, Reason. Users link to
 * /app/user/{id}. One set for /app/wallet and the task's User Wallet Logs tab (the user
 * page is to use it too), so the three tables read the same.
 */
export function walletLogColumns<Row extends WalletLogColumnsRow, S extends string = string>(): ListColumn<
  Row,
  S
>[] {
  return [
    {
      key: 'user',
      width: 180,
      title: 'User',
      render: (_v, row) =>
        row.user ? <Link to={`/app/user/${row.user._id}`}>{row.user.name || row.user._id}</Link> : '-',
    },
    {
      key: 'prevBalance',
      width: 120,
      title: 'Before (EGP)',
      align: 'right',
      render: (_v, row) => egp(row.prevBalance),
    },
    {
      key: 'currBalance',
      width: 120,
      title: 'After (EGP)',
      align: 'right',
      render: (_v, row) => egp(row.currBalance),
    },
    {
      key: 'difference',
      width: 150,
      title: 'Difference (EGP)',
      align: 'right',
      render: (_v, row) => (
        <Typography.Text type={row.difference < 0 ? 'danger' : 'success'}>
          {egp(row.difference)}
        </Typography.Text>
      ),
    },
    {
      key: 'type',
      width: 170,
      title: 'Type',
      render: (_v, row) => (
        <>
          {walletLogTypeLabel(row.type)} {row.isWaived && <Tag>Waived</Tag>}
        </>
      ),
    },
    {
      key: 'dashboardUser',
      width: 160,
      title: 'By (User)',
      render: (_v, row) => row.dashboardUser?.name ?? '-',
    },
    { key: 'createdAt', width: 180, title: 'Date/Time', render: (_v, row) => fmtDate(row.createdAt) },
    {
      key: 'reason',
      width: 320,
      title: 'Reason',
      // Reasons can be long: they wrap inside a bounded cell instead of widening the table.
      render: (_v, row) => (
        <div className="cell-text" style={REASON_CELL}>
          {[row.additionalReason, row.customComment].filter(Boolean).join(' · ') || '-'}
        </div>
      ),
    },
  ];
}
