import { Link } from 'react-router';
import type { ReferInitiatorsSortField, ReferredUsersSortField } from '@ops/shared/lists/referrals';
import { userPath } from '../../app/paths';
import type { ListColumn } from '../../components/list/ListPage';
import { Phone } from '../../components/Phone';
import { fmtDate, fmtMoney } from '../../lib/format';
import type { ReferralListRow } from './referralsApi';

const name = (row: { _id: string; name: string }) => (
  <Link to={userPath(row._id)}>{row.name || row._id}</Link>
);

const referrer: ListColumn<ReferralListRow, never> = {
  key: 'referrer',
  title: 'Referred by',
  render: (_v, row) => (row.referrer ? name(row.referrer) : '-'),
};

export const REFERRED_COLUMNS: ListColumn<ReferralListRow, ReferredUsersSortField>[] = [
  { key: 'name', title: 'Name', render: (_v, row) => name(row) },
  { key: 'phone', title: 'Phone', render: (_v, row) => <Phone number={row.phoneNumber} /> },
  referrer,
  { key: 'area', title: 'Area', render: (_v, row) => row.area?.name ?? '-' },
  {
    key: 'trips',
    title: 'Trips',
    sortField: 'tripsCount',
    align: 'right',
    render: (_v, row) => row.tripsCount,
  },
  {
    key: 'createdAt',
    title: 'Registered',
    sortField: 'createdAt',
    render: (_v, row) => fmtDate(row.createdAt),
  },
];

export const INITIATOR_COLUMNS: ListColumn<ReferralListRow, ReferInitiatorsSortField>[] = [
  { key: 'name', title: 'Name', render: (_v, row) => name(row) },
  { key: 'phone', title: 'Phone', render: (_v, row) => <Phone number={row.phoneNumber} /> },
  { key: 'code', title: 'Referral code', render: (_v, row) => row.referralCode ?? '-' },
  {
    key: 'referrals',
    title: 'Referrals',
    sortField: 'referralsCount',
    align: 'right',
    render: (_v, row) => row.referralsCount,
  },
  {
    key: 'added',
    title: 'Added balance',
    sortField: 'referralsAddedBalance',
    align: 'right',
    render: (_v, row) => fmtMoney(row.referralsAddedBalance),
  },
  referrer,
  { key: 'area', title: 'Area', render: (_v, row) => row.area?.name ?? '-' },
  {
    key: 'trips',
    title: 'Trips',
    align: 'right',
    hiddenByDefault: true,
    render: (_v, row) => row.tripsCount,
  },
  {
    key: 'createdAt',
    title: 'Registered',
    sortField: 'createdAt',
    render: (_v, row) => fmtDate(row.createdAt),
  },
];
