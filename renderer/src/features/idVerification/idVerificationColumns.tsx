import { Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { IdVerificationsSortField } from '@ops/shared/lists/idVerifications';
import { idVerificationStatusText, showsDataCompletion } from '@ops/shared/rules/idVerification';
import { idDataEntryPath, idVerificationPath, userPath } from '../../app/paths';
import type { ListColumn } from '../../components/list/ListPage';
import { Phone } from '../../components/Phone';
import type { IdvListRow } from './idVerificationListApi';
import { fmtDate } from '../../lib/format';

dayjs.extend(localizedFormat);

const date = (iso: string | null | undefined) => fmtDate(iso);

const STATUS_COLOURS: Record<string, string> = {
  pending: 'gold',
  accepted: 'green',
  declined: 'red',
  removed: 'default',
};

/** The ID verification list's columns (02 §2: User, Date, Status, Reason, Check Date, Actions, Data Completion). */
export const ID_VERIFICATION_COLUMNS: ListColumn<IdvListRow, IdVerificationsSortField>[] = [
  {
    key: 'user',
    title: 'User',
    width: 170,
    render: (_v, row) => (
      <Space direction="vertical" size={0}>
        <Link to={userPath(row.user._id)} onClick={(e) => e.stopPropagation()}>
          {row.user.name || row.user._id}
        </Link>
        <Phone number={row.user.phoneNumber} />
      </Space>
    ),
  },
  {
    key: 'createdAt',
    title: 'Date',
    sortField: 'createdAt',
    width: 150,
    render: (_v, row) => date(row.createdAt),
  },
  {
    key: 'status',
    title: 'Status',
    width: 200,
    render: (_v, row) => (
      <Tag color={STATUS_COLOURS[row.status] ?? 'gold'} data-testid="idv-status">
        {idVerificationStatusText(row.status, row.skipped)}
      </Tag>
    ),
  },
  { key: 'reason', title: 'Reason', width: 150, render: (_v, row) => row.reason ?? '-' },
  {
    key: 'lastStatusAt',
    title: 'Check Date',
    sortField: 'lastStatusAt',
    width: 150,
    // A pending one has not been checked, whatever time a skip left behind.
    render: (_v, row) => (row.status === 'pending' ? '-' : date(row.lastStatusAt)),
  },
  {
    key: 'checkedBy',
    title: 'Checked By',
    hiddenByDefault: true,
    render: (_v, row) => row.lastUpdatedBy?.name ?? '-',
  },
  {
    key: 'actions',
    title: 'Actions',
    width: 100,
    render: (_v, row) => (
      <Link
        to={idVerificationPath(row._id)}
        onClick={(e) => e.stopPropagation()}
        data-testid="idv-review-link"
      >
        {row.status === 'pending' ? 'Review' : 'View status'}
      </Link>
    ),
  },
  {
    key: 'dataCompletion',
    title: 'Data Completion',
    width: 130,
    // 02 §2: shown only when the verification is accepted, with the way to complete or view the data.
    render: (_v, row) =>
      showsDataCompletion(row.status) ? (
        <Space direction="vertical" size={2}>
          <Tag color={row.dataCompletionStatus === 'completed' ? 'green' : 'gold'}>
            {row.dataCompletionStatus === 'completed' ? 'Completed' : 'Pending'}
          </Tag>
          <Link
            to={idDataEntryPath(row._id)}
            onClick={(e) => e.stopPropagation()}
            data-testid="idv-data-link"
          >
            {row.dataCompletionStatus === 'completed' ? 'View data' : 'Complete data'}
          </Link>
        </Space>
      ) : (
        <Typography.Text type="secondary">-</Typography.Text>
      ),
  },
];
