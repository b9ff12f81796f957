import { Col, Row, Select } from 'antd';
import type { ReservationsFilters, ReservationsSortField } from '@ops/shared/lists/reservations';
import {
  RESERVATION_STATUS_LABELS,
  RESERVATION_STATUSES,
  type ReservationStatus,
} from '@ops/shared/rules/reservations';
import { AreaFilter } from '../../components/list/AreaFilter';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...RESERVATION_STATUSES.map((status) => ({ value: status, label: RESERVATION_STATUS_LABELS[status] })),
];

/** Reservations filters (shared/lists/reservations.ts): used / unused / expired, area, when reserved. */
export function ReservationsFilterPanel({
  list,
}: {
  list: ListState<ReservationsFilters, ReservationsSortField>;
}) {
  const set = (patch: Partial<ReservationsFilters>) => list.patchFilters(patch);
  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="reservations-filters">
      <Col xs={24} sm={12} lg={5}>
        <label className="ops-filter-label" htmlFor="reservations-filter-status">
          Status
        </label>
        <Select
          id="reservations-filter-status"
          style={{ width: '100%' }}
          options={STATUS_OPTIONS}
          value={list.filters.status ?? ALL}
          onChange={(status: string) =>
            set({ status: status === ALL ? undefined : (status as ReservationStatus) })
          }
          data-testid="reservations-filter-status"
        />
      </Col>
      <Col xs={24} sm={12} lg={7}>
        <label className="ops-filter-label" htmlFor="reservations-filter-area">
          Area
        </label>
        <AreaFilter
          id="reservations-filter-area"
          value={list.filters.area}
          onChange={(area) => set({ area })}
        />
      </Col>
      <Col xs={24} lg={12}>
        <DateRangeFilter
          label="Reserved"
          value={list.filters.date}
          onChange={(date) => set({ date })}
          testId="reservations-filter-date"
        />
      </Col>
    </Row>
  );
}
