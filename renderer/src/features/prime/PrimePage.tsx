import { useState } from 'react';
import { useListExport } from '../../components/export/useListExport';
import { PRIME_SUBSCRIPTIONS_EXPORT } from '@ops/shared/exports/primeSubscriptionsExportFields';
import { Link } from 'react-router';
import { Button } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import {
  PRIME_SUBSCRIPTIONS_LIST,
  type PrimeSubscriptionsSortField,
} from '@ops/shared/lists/primeSubscriptions';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { Phone } from '../../components/Phone';
import { SubscriptionRow } from '../../components/subscription/SubscriptionRow';
import { userPath } from '../../app/paths';
import { AddPrimeToUserDialog } from './AddPrimeToUserDialog';
import { PlansCard } from './PlansCard';
import { SubscriptionsFilterPanel } from './SubscriptionsFilterPanel';
import {
  useGetPrimeSubscriptionsQuery,
  usePrimeStopPlanSubscriptionMutation,
  type PrimeSubscriptionListRow,
} from './primeApi';
import { fmtDate } from '../../lib/format';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM").
dayjs.extend(localizedFormat);
const date = (iso: string | null | undefined) => fmtDate(iso);

/** The workspace's subscription row (status text, reminder, the two stop buttons of 02 §5) for one record of the list. */
function SubscriptionCell({ row }: { row: PrimeSubscriptionListRow }) {
  const [stop, stopping] = usePrimeStopPlanSubscriptionMutation();
  return (
    <SubscriptionRow
      plan={row.subscription}
      isCurrent={row.isCurrent}
      stopping={stopping.isLoading}
      onStop={(remove) => stop({ id: row.subscription._id, remove }).unwrap()}
    />
  );
}

const COLUMNS: ListColumn<PrimeSubscriptionListRow, PrimeSubscriptionsSortField>[] = [
  {
    key: 'rider',
    title: 'Rider',
    render: (_v, row) => (
      <>
        <Link to={userPath(row.subscriber._id)}>{row.subscriber.name}</Link>
        <div>
          <Phone number={row.subscriber.phoneNumber} />
        </div>
      </>
    ),
  },
  { key: 'subscription', title: 'Subscription', render: (_v, row) => <SubscriptionCell row={row} /> },
  { key: 'current', title: 'Current', render: (_v, row) => (row.isCurrent ? 'Yes' : 'No') },
  {
    key: 'validUntil',
    title: 'Valid until',
    sortField: 'validUntil',
    render: (_v, row) => date(row.subscription.validUntil),
  },
  {
    key: 'nextRetryAt',
    title: 'Next retry',
    hiddenByDefault: true,
    render: (_v, row) => date(row.subscription.nextRetryAt),
  },
  {
    key: 'createdAt',
    title: 'Created',
    sortField: 'createdAt',
    render: (_v, row) => date(row.subscription.createdAt),
  },
];

/**
 * /app/prime (prime.VIEW_PAGE): the plans (create and edit with prime.EDIT_PLANS) above the
 * subscriptions on the list kit, each shown with the workspace's subscription row; 'Add
 * prime to a user' for prime.ADD_TO_USER (with users.VIEW_PAGE, to find the rider).
 */
export default function PrimePage() {
  const list = useListState(PRIME_SUBSCRIPTIONS_LIST);
  const { data, isLoading, isFetching, error, refetch } = useGetPrimeSubscriptionsQuery(list.request);
  const canEditPlans = useCan(gate('prime.EDIT_PLANS'));
  const mayAddPrime = useCan(gate('prime.ADD_TO_USER'));
  const mayFindUsers = useCan(gate('users.VIEW_PAGE'));
  const canAdd = mayAddPrime && mayFindUsers;
  const [adding, setAdding] = useState(false);
  const exporter = useListExport(PRIME_SUBSCRIPTIONS_EXPORT, list.filters, data?.totalCount ?? 0);
  return (
    <ListPage
      title="Prime"
      cardTitle="Subscriptions"
      list={list}
      columns={COLUMNS}
      rows={data?.subscriptions}
      total={data?.totalCount ?? 0}
      rowKey={(row) => row._id}
      loading={isLoading}
      fetching={isFetching}
      error={error}
      onRetry={() => void refetch()}
      search={false}
      filters={<SubscriptionsFilterPanel list={list} />}
      headerButtons={
        canAdd && (
          <Button onClick={() => setAdding(true)} data-testid="prime-add-open">
            Add prime to a user
          </Button>
        )
      }
      empty={{ title: 'No subscriptions yet', filteredTitle: 'No subscriptions match these filters' }}
      above={<PlansCard canEdit={canEditPlans} />}
      {...exporter.listProps}
      below={
        <>
          <AddPrimeToUserDialog open={adding} onClose={() => setAdding(false)} />
          {exporter.controls}
        </>
      }
      testId="prime-subscriptions"
    />
  );
}
