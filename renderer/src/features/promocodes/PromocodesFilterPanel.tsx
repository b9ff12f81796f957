import { Flex, Row, Select } from 'antd';
import type { PromocodesFilters, PromocodesSortField } from '@ops/shared/lists/promocodes';
import {
  PROMOCODE_EXPIRY,
  PROMOCODE_EXPIRY_LABELS,
  PROMOCODE_TYPE_LABELS,
  PROMOCODE_TYPES,
} from '@ops/shared/rules/promocode';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { FilterField } from '../../components/list/FilterField';

const TYPE_OPTIONS = PROMOCODE_TYPES.map((type) => ({ value: type, label: PROMOCODE_TYPE_LABELS[type] }));
const EXPIRY_OPTIONS = PROMOCODE_EXPIRY.map((expiry) => ({
  value: expiry,
  label: PROMOCODE_EXPIRY_LABELS[expiry],
}));

/** 02 §9: types (percentage, specificValue, freeTrips) and expiry (active, noExpiry, expired), plus the created range. */
export function PromocodesFilterPanel({ list }: { list: ListState<PromocodesFilters, PromocodesSortField> }) {
  const filters = list.filters;
  const set = (patch: Partial<PromocodesFilters>) => list.patchFilters(patch);
  return (
    <Flex vertical gap={12} data-testid="promocodes-filters">
      <Row gutter={[16, 12]}>
        <FilterField id="promocodes-filter-type" label="Type">
          <Select
            id="promocodes-filter-type"
            allowClear
            placeholder="All"
            style={{ width: '100%' }}
            options={TYPE_OPTIONS}
            value={filters.type}
            onChange={(type) => set({ type })}
            data-testid="promocodes-filter-type"
          />
        </FilterField>
        <FilterField id="promocodes-filter-expiry" label="Expiry">
          <Select
            id="promocodes-filter-expiry"
            allowClear
            placeholder="All"
            style={{ width: '100%' }}
            options={EXPIRY_OPTIONS}
            value={filters.expiry}
            onChange={(expiry) => set({ expiry })}
            data-testid="promocodes-filter-expiry"
          />
        </FilterField>
      </Row>
      <DateRangeFilter
        label="Created between"
        value={filters.createdAt}
        onChange={(createdAt) => set({ createdAt })}
        testId="promocodes-created"
      />
    </Flex>
  );
}
