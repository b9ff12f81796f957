import { Col, Row, Select } from 'antd';
import {
  INTERVAL_PAYMENT_SOURCE_LABELS,
  INTERVAL_PAYMENT_SOURCES,
  INTERVAL_PAYMENT_STATUS_LABELS,
  INTERVAL_PAYMENT_STATUSES,
  type IntervalPaymentSource,
  type IntervalPaymentsFilters,
  type IntervalPaymentsSortField,
  type IntervalPaymentStatus,
} from '@ops/shared/lists/intervalPayments';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...INTERVAL_PAYMENT_STATUSES.map((status) => ({
    value: status,
    label: INTERVAL_PAYMENT_STATUS_LABELS[status],
  })),
];
const SOURCE_OPTIONS = [
  { value: ALL, label: 'All' },
  ...INTERVAL_PAYMENT_SOURCES.map((source) => ({
    value: source,
    label: INTERVAL_PAYMENT_SOURCE_LABELS[source],
  })),
];

/** The IntervalPayments filters (shared/lists/intervalPayments.ts): status, source and the schedule's dates. */
export function IntervalPaymentsFilterPanel({
  list,
}: {
  list: ListState<IntervalPaymentsFilters, IntervalPaymentsSortField>;
}) {
  const filters = list.filters;
  const set = (patch: Partial<IntervalPaymentsFilters>) => list.patchFilters(patch);
  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="interval-payments-filters">
      <Col xs={24} sm={12} lg={5}>
        <label className="ops-filter-label" htmlFor="interval-filter-status">
          Status
        </label>
        <Select
          id="interval-filter-status"
          style={{ width: '100%' }}
          options={STATUS_OPTIONS}
          value={filters.status ?? ALL}
          onChange={(status: string) =>
            set({ status: status === ALL ? undefined : (status as IntervalPaymentStatus) })
          }
          data-testid="interval-filter-status"
        />
      </Col>
      <Col xs={24} sm={12} lg={6}>
        <label className="ops-filter-label" htmlFor="interval-filter-source">
          Source
        </label>
        <Select
          id="interval-filter-source"
          style={{ width: '100%' }}
          options={SOURCE_OPTIONS}
          value={filters.source ?? ALL}
          onChange={(source: string) =>
            set({ source: source === ALL ? undefined : (source as IntervalPaymentSource) })
          }
          data-testid="interval-filter-source"
        />
      </Col>
      <Col xs={24} lg={13}>
        <DateRangeFilter
          label="Scheduled"
          value={filters.date}
          onChange={(date) => set({ date })}
          testId="interval-filter-date"
        />
      </Col>
    </Row>
  );
}
