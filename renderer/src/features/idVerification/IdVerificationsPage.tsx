import { Button, Space, Tag, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { ID_VERIFICATIONS_LIST, type IdVerificationsSortField } from '@ops/shared/lists/idVerifications';
import { ID_VERIFICATIONS_EXPORT } from '@ops/shared/exports/idVerificationsExportFields';
import { DATE_TIME_FORMAT } from '@ops/shared/rules/constants';
import { idVerificationStatusText, RANDOM_DATA_COMPLETION_ID, RANDOM_VERIFICATION_ID, showsDataCompletion } from '@ops/shared/rules/idVerification';
import { idDataEntryPath, idVerificationPath, userPath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { Phone } from '../../components/Phone';
import { AverageResponseCard } from './AverageResponseCard';
import { IdVerificationsFilterPanel } from './IdVerificationsFilterPanel';
import { useGetIDVerificationsQuery, type IdvListRow } from './idVerificationListApi';

dayjs.extend(localizedFormat);

const date = (iso: string | null | undefined) => (iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '-');

/** 02 §9 spells this failure for the ID verification list. */
export const ID_VERIFICATIONS_FETCH_ERROR = "Couldn't fetch";

const STATUS_COLOURS: Record<string, string> = { pending: 'gold', accepted: 'green', declined: 'red', removed: 'default' };

const COLUMNS: ListColumn<IdvListRow, IdVerificationsSortField>[] = [
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
  { key: 'createdAt', title: 'Date', sortField: 'createdAt', width: 150, render: (_v, row) => date(row.createdAt) },
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
  { key: 'checkedBy', title: 'Checked By', hiddenByDefault: true, render: (_v, row) => row.lastUpdatedBy?.name ?? '-' },
  {
    key: 'actions',
    title: 'Actions',
    width: 100,
    render: (_v, row) => (
      <Link to={idVerificationPath(row._id)} onClick={(e) => e.stopPropagation()} data-testid="idv-review-link">
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
          <Link to={idDataEntryPath(row._id)} onClick={(e) => e.stopPropagation()} data-testid="idv-data-link">
            {row.dataCompletionStatus === 'completed' ? 'View data' : 'Complete data'}
          </Link>
        </Space>
      ) : (
        <Typography.Text type="secondary">-</Typography.Text>
      ),
  },
];

/**
 * /app/id-verify and /app/id-verify/list (users.VIEW_VERIFICATION): 02 §2 names both for
 * the one list ("/app/id-verify, also id-verify/list"), so both show it; the menu leads to
 * the first. The random review (/app/id-verify/verify) and the random data entry
 * (/app/id-verify/data-entry/complete) are the header's two buttons.
 */
export default function IdVerificationsPage() {
  const list = useListState(ID_VERIFICATIONS_LIST);
  const navigate = useNavigate();
  const result = useGetIDVerificationsQuery(list.request);
  const exporter = useExport(ID_VERIFICATIONS_EXPORT);
  return (
    <>
      <ListPage
        title="ID Verifications"
        list={list}
        columns={COLUMNS}
        rows={result.data?.verifies}
        // 02 §8: a failed fetch is an empty list and a zero count.
        total={result.isError ? 0 : (result.data?.totalCount ?? 0)}
        rowKey={(row) => row._id}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        errorTitle={ID_VERIFICATIONS_FETCH_ERROR}
        onRetry={() => void result.refetch()}
        search={false}
        scrollX={1050}
        filters={<IdVerificationsFilterPanel list={list} />}
        above={<AverageResponseCard filters={list.request.filters} />}
        headerButtons={
          <>
            <Button onClick={() => void navigate(idVerificationPath(RANDOM_VERIFICATION_ID))} data-testid="idv-work-pending">
              Verify pending IDs
            </Button>
            <Button onClick={() => void navigate(idDataEntryPath(RANDOM_DATA_COMPLETION_ID))} data-testid="idv-complete-data">
              Complete data
            </Button>
          </>
        }
        onOpenRow={(row) => void navigate(idVerificationPath(row._id))}
        empty={{ title: 'No ID verifications yet', filteredTitle: 'No ID verifications match these filters' }}
        testId="idv-list"
        onExport={exporter.allowed ? () => exporter.open(list.filters, result.data?.totalCount) : undefined}
        onExportSelected={exporter.allowed ? (rows) => exporter.openSelected(rows.map((row) => row._id)) : undefined}
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      />
      <ExportControls exporter={exporter} />
    </>
  );
}
