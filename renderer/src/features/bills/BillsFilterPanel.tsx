import { Col, Flex, Row, Select } from 'antd';
import type { BillsFilters, BillsSortField } from '@ops/shared/lists/bills';
import { ACTUAL_BILLED_FILTERS, ACTUAL_BILLED_LABELS, BILL_GATEWAYS, BILL_TYPES, billTypeLabel, type ActualBilledFilter, type BillType } from '@ops/shared/rules/bills';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { FilterField } from '../../components/list/FilterField';

const ALL = 'all';
const TYPE_OPTIONS = [{ value: ALL, label: 'All' }, ...BILL_TYPES.map((type) => ({ value: type, label: billTypeLabel(type) }))];
const ACTUAL_OPTIONS = [{ value: ALL, label: 'All' }, ...ACTUAL_BILLED_FILTERS.map((value) => ({ value, label: ACTUAL_BILLED_LABELS[value] }))];
const GATEWAY_OPTIONS = [{ value: ALL, label: 'All' }, ...BILL_GATEWAYS.map((gateway) => ({ value: gateway, label: gateway }))];
const YES_NO = [
  { value: ALL, label: 'All' },
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

type Flag = 'paidWithBalance' | 'paidWithPromocode' | 'paidWithSubscription' | 'isRefunded';
const FLAGS: Array<{ key: Flag; label: string }> = [
  { key: 'paidWithBalance', label: 'Paid with balance' },
  { key: 'paidWithPromocode', label: 'Paid with promocode' },
  { key: 'paidWithSubscription', label: 'Paid with subscription' },
  { key: 'isRefunded', label: 'Refunded' },
];

const flagValue = (value: boolean | undefined) => (value === undefined ? ALL : value ? 'yes' : 'no');

/**
 * The bills filters (shared/lists/bills.ts is the shape): type, actual billed, gateway, paid
 * with balance / promocode / subscription, refunded and the date range. Auto-settlings uses
 * the same panel; its fixed filter is not offered.
 */
export function BillsFilterPanel({ list, testId = 'bills-filters' }: { list: ListState<BillsFilters, BillsSortField>; testId?: string }) {
  const filters = list.filters;
  const set = (patch: Partial<BillsFilters>) => list.patchFilters(patch);
  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Row gutter={[16, 12]} align="bottom">
        <FilterField id={`${testId}-type`} label="Type">
          <Select
            id={`${testId}-type`}
            style={{ width: '100%' }}
            options={TYPE_OPTIONS}
            value={filters.type ?? ALL}
            onChange={(type: string) => set({ type: type === ALL ? undefined : (type as BillType) })}
            data-testid={`${testId}-type`}
          />
        </FilterField>
        <FilterField id={`${testId}-actual`} label="Actual billed">
          <Select
            id={`${testId}-actual`}
            style={{ width: '100%' }}
            options={ACTUAL_OPTIONS}
            value={filters.actualBilled ?? ALL}
            onChange={(value: string) => set({ actualBilled: value === ALL ? undefined : (value as ActualBilledFilter) })}
            data-testid={`${testId}-actual`}
          />
        </FilterField>
        <FilterField id={`${testId}-gateway`} label="Gateway">
          <Select
            id={`${testId}-gateway`}
            style={{ width: '100%' }}
            options={GATEWAY_OPTIONS}
            value={filters.gateway ?? ALL}
            onChange={(value: string) => set({ gateway: value === ALL ? undefined : value })}
            data-testid={`${testId}-gateway`}
          />
        </FilterField>
        {FLAGS.map(({ key, label }) => (
          <FilterField key={key} id={`${testId}-${key}`} label={label}>
            <Select
              id={`${testId}-${key}`}
              style={{ width: '100%' }}
              options={YES_NO}
              value={flagValue(filters[key])}
              onChange={(value: string) => set({ [key]: value === ALL ? undefined : value === 'yes' })}
              data-testid={`${testId}-${key}`}
            />
          </FilterField>
        ))}
        <Col xs={24} md={16} lg={12}>
          <DateRangeFilter label="Date" value={filters.date} onChange={(date) => set({ date })} testId={`${testId}-date`} />
        </Col>
      </Row>
    </Flex>
  );
}
