import { useNavigate } from 'react-router';
import { REFERRED_USERS_EXPORT } from '@ops/shared/exports/referralsExportFields';
import { useListExport } from '../../components/export/useListExport';
import { REFERRED_USERS_LIST } from '@ops/shared/lists/referrals';
import { userPath } from '../../app/paths';
import { ListPage } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { REFERRED_COLUMNS } from './referralColumns';
import { ReferralFilterPanel } from './ReferralFilterPanel';
import { ReferralTotals } from './ReferralTotals';
import { useReferredUsersListQuery } from './referralsApi';

/**
 * /app/referred-users (users.VIEW_PAGE; "gate not shown", 03 §2.2): every user a referral
 * brought, with who referred them, on the list kit (getReferredUsers without a userId).
 */
export default function ReferredUsersPage() {
  const list = useListState(REFERRED_USERS_LIST);
  const navigate = useNavigate();
  const result = useReferredUsersListQuery(list.request);
  const exporter = useListExport(REFERRED_USERS_EXPORT, list.filters, result.data?.totalCount ?? 0);
  return (
    <ListPage
      title="Referred Users"
      subtitle={<ReferralTotals />}
      list={list}
      columns={REFERRED_COLUMNS}
      rows={result.data?.users}
      total={result.data?.totalCount ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      filters={
        <ReferralFilterPanel filters={list.filters} onChange={list.setFilters} testId="referred-filters" />
      }
      onOpenRow={(row) => navigate(userPath(row._id))}
      empty={{ title: 'No referred users yet', filteredTitle: 'No referred users match these filters' }}
      {...exporter.listProps}
      below={exporter.controls}
      testId="referred-users"
    />
  );
}
