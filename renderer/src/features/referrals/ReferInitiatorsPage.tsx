import { useNavigate } from 'react-router';
import { REFER_INITIATORS_EXPORT } from '@ops/shared/exports/referralsExportFields';
import { useListExport } from '../../components/export/useListExport';
import { REFER_INITIATORS_LIST } from '@ops/shared/lists/referrals';
import { userPath } from '../../app/paths';
import { ListPage } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { INITIATOR_COLUMNS } from './referralColumns';
import { ReferralFilterPanel } from './ReferralFilterPanel';
import { ReferralTotals } from './ReferralTotals';
import { useReferInitiatorsListQuery } from './referralsApi';

/**
 * /app/refer-initiator-users (users.VIEW_PAGE; "gate not shown", 03 §2.2): every user who
 * referred someone, most referrals first (getReferInitiator without a userId). A row opens
 * the user page, whose Referrals tab walks that user's chain.
 */
export default function ReferInitiatorsPage() {
  const list = useListState(REFER_INITIATORS_LIST);
  const navigate = useNavigate();
  const result = useReferInitiatorsListQuery(list.request);
  const exporter = useListExport(REFER_INITIATORS_EXPORT, list.filters, result.data?.totalCount ?? 0);
  return (
    <ListPage
      title="Refer Initiator Users"
      subtitle={<ReferralTotals />}
      list={list}
      columns={INITIATOR_COLUMNS}
      rows={result.data?.users}
      total={result.data?.totalCount ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      filters={
        <ReferralFilterPanel
          filters={list.filters}
          onChange={list.setFilters}
          testId="initiator-filters"
          chainStarters
        />
      }
      onOpenRow={(row) => navigate(userPath(row._id))}
      empty={{ title: 'Nobody has referred anyone yet', filteredTitle: 'No referrers match these filters' }}
      {...exporter.listProps}
      below={exporter.controls}
      testId="refer-initiators"
    />
  );
}
