import { Col, Flex, Row, Select } from 'antd';
import {
  PRIME_SUBSCRIPTION_STATUS_LABELS,
  PRIME_SUBSCRIPTION_STATUSES,
  type PrimeSubscriptionsFilters,
  type PrimeSubscriptionsSortField,
} from '@ops/shared/lists/primeSubscriptions';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { useGetPrimePlansQuery } from './primeApi';

const STATUS_OPTIONS = PRIME_SUBSCRIPTION_STATUSES.map((status) => ({ value: status, label: PRIME_SUBSCRIPTION_STATUS_LABELS[status] }));
const CURRENT_OPTIONS = [
  { value: 'yes', label: 'Current plan' },
  { value: 'no', label: 'Past plan' },
];

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <Col xs={24} sm={12} md={8} lg={6}>
      <label className="ops-filter-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </Col>
  );
}

/** The subscriptions' filters (shared/lists/primeSubscriptions.ts): plan, status text, current or past, created between. */
export function SubscriptionsFilterPanel({ list }: { list: ListState<PrimeSubscriptionsFilters, PrimeSubscriptionsSortField> }) {
  const plans = useGetPrimePlansQuery();
  const filters = list.filters;
  const set = (patch: Partial<PrimeSubscriptionsFilters>) => list.patchFilters(patch);
  return (
    <Flex vertical gap={12} data-testid="prime-subscription-filters">
      <Row gutter={[16, 12]}>
        <Field id="prime-filter-plan" label="Plan">
          <Select
            id="prime-filter-plan"
            allowClear
            placeholder="All plans"
            style={{ width: '100%' }}
            loading={plans.isLoading}
            options={(plans.data ?? []).map((p) => ({ value: p._id, label: p.name }))}
            value={filters.plan}
            onChange={(plan: string | undefined) => set({ plan })}
          />
        </Field>
        <Field id="prime-filter-status" label="Status">
          <Select
            id="prime-filter-status"
            allowClear
            placeholder="All"
            style={{ width: '100%' }}
            options={STATUS_OPTIONS}
            value={filters.status}
            onChange={(status) => set({ status })}
            data-testid="prime-filter-status"
          />
        </Field>
        <Field id="prime-filter-current" label="Current">
          <Select
            id="prime-filter-current"
            allowClear
            placeholder="All"
            style={{ width: '100%' }}
            options={CURRENT_OPTIONS}
            value={filters.current === undefined ? undefined : filters.current ? 'yes' : 'no'}
            onChange={(value: string | undefined) => set({ current: value === undefined ? undefined : value === 'yes' })}
          />
        </Field>
      </Row>
      <DateRangeFilter label="Created between" value={filters.createdAt} onChange={(createdAt) => set({ createdAt })} testId="prime-created" />
    </Flex>
  );
}
