import { Col, Flex, Row } from 'antd';
import type { IdVerificationsFilters, IdVerificationsSortField } from '@ops/shared/lists/idVerifications';
import {
  DATA_COMPLETION_STATUSES,
  ID_VERIFICATION_STATUSES,
  idVerificationStatusLabel,
} from '@ops/shared/rules/labels';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { SelectFilter } from '../../components/list/SelectFilter';

const STATUS_OPTIONS = ID_VERIFICATION_STATUSES.map((s) => ({
  value: s,
  label: idVerificationStatusLabel(s),
}));
const SKIPPED_OPTIONS = [
  { value: 'yes', label: 'Skipped' },
  { value: 'no', label: 'Not skipped' },
];
const DATA_OPTIONS = DATA_COMPLETION_STATUSES.map((s) => ({
  value: s,
  label: s === 'pending' ? 'Pending' : 'Completed',
}));

/** The ID verification list's filters (shared/lists/idVerifications.ts is the shape). Selects apply at once; the ranges have Apply and Reset (02 §5). */
export function IdVerificationsFilterPanel({
  list,
}: {
  list: ListState<IdVerificationsFilters, IdVerificationsSortField>;
}) {
  const filters = list.filters;
  const set = (patch: Partial<IdVerificationsFilters>) => list.patchFilters(patch);
  return (
    <Flex vertical gap={12} data-testid="idv-filters">
      <Row gutter={[16, 12]}>
        <SelectFilter
          id="idv-filter-status"
          label="Status"
          options={STATUS_OPTIONS}
          value={filters.status}
          onChange={(status) => set({ status })}
        />
        <SelectFilter
          id="idv-filter-skipped"
          label="Skipped"
          options={SKIPPED_OPTIONS}
          value={filters.skipped === undefined ? undefined : filters.skipped ? 'yes' : 'no'}
          onChange={(value: string | undefined) =>
            set({ skipped: value === undefined ? undefined : value === 'yes' })
          }
        />
        <SelectFilter
          id="idv-filter-data"
          label="Data Completion"
          options={DATA_OPTIONS}
          value={filters.dataCompletionStatus}
          onChange={(dataCompletionStatus) => set({ dataCompletionStatus })}
        />
      </Row>
      <Row gutter={[16, 12]}>
        <Col xs={24} md={12}>
          <DateRangeFilter
            label="Date"
            value={filters.date}
            onChange={(date) => set({ date })}
            testId="idv-filter-date"
          />
        </Col>
        <Col xs={24} md={12}>
          <DateRangeFilter
            label="Check Date"
            value={filters.checkDate}
            onChange={(checkDate) => set({ checkDate })}
            testId="idv-filter-check-date"
          />
        </Col>
      </Row>
    </Flex>
  );
}
