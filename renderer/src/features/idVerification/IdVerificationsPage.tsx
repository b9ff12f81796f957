import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { ID_VERIFICATIONS_LIST } from '@ops/shared/lists/idVerifications';
import { ID_VERIFICATIONS_EXPORT } from '@ops/shared/exports/idVerificationsExportFields';
import { RANDOM_DATA_COMPLETION_ID, RANDOM_VERIFICATION_ID } from '@ops/shared/rules/idVerification';
import { idDataEntryPath, idVerificationPath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { AverageResponseCard } from './AverageResponseCard';
import { IdVerificationsFilterPanel } from './IdVerificationsFilterPanel';
import { ID_VERIFICATION_COLUMNS } from './idVerificationColumns';
import { useGetIDVerificationsQuery } from './idVerificationListApi';

/** 02 §8 spells this failure for the ID verification list. */
export const ID_VERIFICATIONS_FETCH_ERROR = "Couldn't fetch";

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
        columns={ID_VERIFICATION_COLUMNS}
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
            <Button
              onClick={() => void navigate(idVerificationPath(RANDOM_VERIFICATION_ID))}
              data-testid="idv-work-pending"
            >
              Verify pending IDs
            </Button>
            <Button
              onClick={() => void navigate(idDataEntryPath(RANDOM_DATA_COMPLETION_ID))}
              data-testid="idv-complete-data"
            >
              Complete data
            </Button>
          </>
        }
        onOpenRow={(row) => void navigate(idVerificationPath(row._id))}
        rowHref={(row) => idVerificationPath(row._id)}
        rowLinkColumn="createdAt"
        empty={{ title: 'No ID verifications yet', filteredTitle: 'No ID verifications match these filters' }}
        testId="idv-list"
        onExport={exporter.allowed ? () => exporter.open(list.filters, result.data?.totalCount) : undefined}
        onExportSelected={
          exporter.allowed ? (rows) => exporter.openSelected(rows.map((row) => row._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      />
      <ExportControls exporter={exporter} />
    </>
  );
}
