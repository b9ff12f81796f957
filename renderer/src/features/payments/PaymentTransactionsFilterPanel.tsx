import { Col, Row, Select } from 'antd';
import type {
  PaymentStatus,
  PaymentTransactionsFilters,
  PaymentTransactionsSortField,
  PaymentType,
} from '@ops/shared/lists/paymentTransactions';
import {
  PAYMENT_SOURCE_LABELS,
  PAYMENT_SOURCES,
  PAYMENT_STATUSES,
  PAYMENT_TYPES,
  type PaymentSource,
} from '@ops/shared/rules/labels';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { PAYMENT_STATUS_LABELS } from './paymentLabels';

const ALL = 'all';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...PAYMENT_STATUSES.map((status) => ({ value: status, label: PAYMENT_STATUS_LABELS[status] ?? status })),
];
const TYPE_OPTIONS = [
  { value: ALL, label: 'All' },
  ...PAYMENT_TYPES.map((type) => ({ value: type, label: type })),
];
const SOURCE_OPTIONS = [
  { value: ALL, label: 'All' },
  ...PAYMENT_SOURCES.map((source) => ({ value: source, label: PAYMENT_SOURCE_LABELS[source] })),
];

/** The payment transactions filters (shared/lists/paymentTransactions.ts is the shape). */
export function PaymentTransactionsFilterPanel({
  list,
}: {
  list: ListState<PaymentTransactionsFilters, PaymentTransactionsSortField>;
}) {
  const filters = list.filters;
  const set = (patch: Partial<PaymentTransactionsFilters>) => list.patchFilters(patch);
  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="payment-transactions-filters">
      <Col xs={24} sm={8} lg={4}>
        <label className="ops-filter-label" htmlFor="payments-filter-status">
          Status
        </label>
        <Select
          id="payments-filter-status"
          style={{ width: '100%' }}
          options={STATUS_OPTIONS}
          value={filters.status ?? ALL}
          onChange={(status: string) =>
            set({ status: status === ALL ? undefined : (status as PaymentStatus) })
          }
          data-testid="payments-filter-status"
        />
      </Col>
      <Col xs={24} sm={8} lg={4}>
        <label className="ops-filter-label" htmlFor="payments-filter-type">
          Type
        </label>
        <Select
          id="payments-filter-type"
          style={{ width: '100%' }}
          options={TYPE_OPTIONS}
          value={filters.type ?? ALL}
          onChange={(type: string) => set({ type: type === ALL ? undefined : (type as PaymentType) })}
          data-testid="payments-filter-type"
        />
      </Col>
      <Col xs={24} sm={8} lg={5}>
        <label className="ops-filter-label" htmlFor="payments-filter-source">
          Source
        </label>
        <Select
          id="payments-filter-source"
          style={{ width: '100%' }}
          options={SOURCE_OPTIONS}
          value={filters.source ?? ALL}
          onChange={(source: string) =>
            set({ source: source === ALL ? undefined : (source as PaymentSource) })
          }
          data-testid="payments-filter-source"
        />
      </Col>
      <Col xs={24} lg={11}>
        <DateRangeFilter
          label="Created"
          value={filters.date}
          onChange={(date) => set({ date })}
          testId="payments-filter-date"
        />
      </Col>
    </Row>
  );
}
