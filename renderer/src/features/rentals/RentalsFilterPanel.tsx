import { Col, Row, Select } from 'antd';
import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import type { RentalsFilters, RentalsSortField } from '@ops/shared/lists/rentals';
import { RENTAL_STATUS_LABELS, RENTAL_STATUSES, type RentalStatus } from '@ops/shared/rules/rentals';
import { AreaFilter } from '../../components/list/AreaFilter';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...RENTAL_STATUSES.map((status) => ({ value: status, label: RENTAL_STATUS_LABELS[status] })),
];

/** Rentals filters (shared/lists/rentals.ts): status, area, the rented day (a Cairo date). */
export function RentalsFilterPanel({ list }: { list: ListState<RentalsFilters, RentalsSortField> }) {
  const set = (patch: Partial<RentalsFilters>) => list.patchFilters(patch);
  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="rentals-filters">
      <Col xs={24} sm={12} lg={5}>
        <label className="ops-filter-label" htmlFor="rentals-filter-status">
          Status
        </label>
        <Select
          id="rentals-filter-status"
          style={{ width: '100%' }}
          options={STATUS_OPTIONS}
          value={list.filters.status ?? ALL}
          onChange={(status: string) =>
            set({ status: status === ALL ? undefined : (status as RentalStatus) })
          }
          data-testid="rentals-filter-status"
        />
      </Col>
      <Col xs={24} sm={12} lg={7}>
        <label className="ops-filter-label" htmlFor="rentals-filter-area">
          Area
        </label>
        <AreaFilter id="rentals-filter-area" value={list.filters.area} onChange={(area) => set({ area })} />
      </Col>
      <Col xs={24} lg={12}>
        <DateRangeFilter
          label="Rental day"
          value={list.filters.date}
          onChange={(date) => set({ date })}
          timeZone={CAIRO_TIME_ZONE}
          testId="rentals-filter-date"
        />
      </Col>
    </Row>
  );
}
