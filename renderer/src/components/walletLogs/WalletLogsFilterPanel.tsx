import { Col, Flex, Row, Select } from 'antd';
import type { WalletLogsFilters, WalletLogsSortField } from '@ops/shared/lists/walletLogs';
import { WALLET_LOG_TYPES, walletLogTypeLabel, type WalletLogType } from '@ops/shared/rules/labels';
import { DateRangeFilter } from '../list/DateRangeFilter';
import type { ListState } from '../list/useListState';

/** 02 §2: "type (All plus the type list)"; All is no type filter. */
const ALL = 'All';
const TYPE_OPTIONS = [
  { value: ALL, label: 'All' },
  ...WALLET_LOG_TYPES.map((type) => ({ value: type, label: walletLogTypeLabel(type) })),
];

/** 02 §9: wallet filters show dates as dd/MM/yyyy. */
export const WALLET_FILTER_DATE_FORMAT = 'DD/MM/YYYY';

/** The wallet logs filters (shared/lists/walletLogs.ts is the shape): the date range and the type. */
export function WalletLogsFilterPanel({ list }: { list: ListState<WalletLogsFilters, WalletLogsSortField> }) {
  const filters = list.filters;
  const set = (patch: Partial<WalletLogsFilters>) => list.patchFilters(patch);
  return (
    <Flex vertical gap={12} data-testid="wallet-logs-filters">
      <Row gutter={[16, 12]} align="bottom">
        <Col xs={24} sm={12} md={8} lg={6}>
          <label className="ops-filter-label" htmlFor="wallet-logs-filter-type">
            Type
          </label>
          <Select
            id="wallet-logs-filter-type"
            style={{ width: '100%' }}
            options={TYPE_OPTIONS}
            value={filters.type ?? ALL}
            onChange={(type: string) => set({ type: type === ALL ? undefined : (type as WalletLogType) })}
            data-testid="wallet-logs-filter-type"
          />
        </Col>
        <Col xs={24} md={16} lg={12}>
          <DateRangeFilter
            label="Date"
            format={WALLET_FILTER_DATE_FORMAT}
            value={filters.date}
            onChange={(date) => set({ date })}
            testId="wallet-logs-filter-date"
          />
        </Col>
      </Row>
    </Flex>
  );
}
