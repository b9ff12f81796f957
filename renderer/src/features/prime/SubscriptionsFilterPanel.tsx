import { Flex, Row } from 'antd';
import {
  PRIME_SUBSCRIPTION_STATUS_LABELS,
  PRIME_SUBSCRIPTION_STATUSES,
  type PrimeSubscriptionsFilters,
  type PrimeSubscriptionsSortField,
} from '@ops/shared/lists/primeSubscriptions';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { useGetPrimePlansQuery } from './primeApi';
import { SelectFilter } from '../../components/list/SelectFilter';

const STATUS_OPTIONS = PRIME_SUBSCRIPTION_STATUSES.map((status) => ({
  value: status,
  label: PRIME_SUBSCRIPTION_STATUS_LABELS[status],
}));
const CURRENT_OPTIONS = [
  { value: 'yes', label: 'Current plan' },
  { value: 'no', label: 'Past plan' },
];

/** The subscriptions' filters (shared/lists/primeSubscriptions.ts): plan, status text, current or past, created between. */
export function SubscriptionsFilterPanel({
  list,
}: {
  list: ListState<PrimeSubscriptionsFilters, PrimeSubscriptionsSortField>;
}) {
  const plans = useGetPrimePlansQuery();
  const filters = list.filters;
  const set = (patch: Partial<PrimeSubscriptionsFilters>) => list.patchFilters(patch);
  return (
    <Flex vertical gap={12} data-testid="prime-subscription-filters">
      <Row gutter={[16, 12]}>
        <SelectFilter
          id="prime-filter-plan"
          label="Plan"
          placeholder="All plans"
          loading={plans.isLoading}
          options={(plans.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
          value={filters.plan}
          onChange={(plan: string | undefined) => set({ plan })}
        />
        <SelectFilter
          id="prime-filter-status"
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          id="prime-filter-current"
          label="Current"
          options={CURRENT_OPTIONS}
          value={filters.current === undefined ? undefined : filters.current ? 'yes' : 'no'}
          onChange={(value: string | undefined) =>
            set({ current: value === undefined ? undefined : value === 'yes' })
          }
        />
      </Row>
      <DateRangeFilter
        label="Created between"
        value={filters.createdAt}
        onChange={(createdAt) => set({ createdAt })}
        testId="prime-created"
      />
    </Flex>
  );
}
