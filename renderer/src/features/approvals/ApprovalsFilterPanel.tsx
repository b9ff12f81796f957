import { Col, Flex, Row, Select } from 'antd';
import {
  APPROVAL_LIST_STATUSES,
  DEFAULT_APPROVAL_LIST_STATUS,
  type ApprovalListStatus,
  type MoneyApprovalsFilters,
  type MoneyApprovalsSortField,
} from '@ops/shared/lists/moneyApprovals';
import { APPROVAL_STATUS_LABELS } from '@ops/shared/rules/moneyApprovalLabels';
import { useAppSelector } from '../../app/hooks';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { selectUser } from '../auth/sessionSlice';

const ANYONE = '';

/**
 * The approvals list's filters: the status (also the bar above the table), who asked
 * (anyone, me, or the requester picked from a row's "Requested by") and when (02 §5 date range).
 */
export function ApprovalsFilterPanel({
  list,
  requesterName,
}: {
  list: ListState<MoneyApprovalsFilters, MoneyApprovalsSortField>;
  requesterName: string | null;
}) {
  const me = useAppSelector(selectUser);
  const filters = list.filters;
  const set = (patch: Partial<MoneyApprovalsFilters>) => list.patchFilters(patch);
  const options = [
    { value: ANYONE, label: 'Anyone' },
    ...(me ? [{ value: me._id, label: 'Me' }] : []),
    ...(filters.requestedBy && filters.requestedBy !== me?._id
      ? [{ value: filters.requestedBy, label: requesterName ?? 'The chosen requester' }]
      : []),
  ];
  return (
    <Flex vertical gap={12} data-testid="approvals-filters">
      <Row gutter={[16, 12]} align="bottom">
        <Col xs={24} sm={12} md={8} lg={4}>
          <label className="ops-filter-label" htmlFor="approvals-filter-status">
            Status
          </label>
          <Select
            id="approvals-filter-status"
            style={{ width: '100%' }}
            options={APPROVAL_LIST_STATUSES.map((value) => ({ value, label: APPROVAL_STATUS_LABELS[value] }))}
            value={filters.status ?? DEFAULT_APPROVAL_LIST_STATUS}
            onChange={(status: ApprovalListStatus) =>
              set({ status: status === DEFAULT_APPROVAL_LIST_STATUS ? undefined : status })
            }
            data-testid="approvals-filter-status"
          />
        </Col>
        <Col xs={24} sm={12} md={8} lg={6}>
          <label className="ops-filter-label" htmlFor="approvals-filter-requester">
            Requested by
          </label>
          <Select
            id="approvals-filter-requester"
            style={{ width: '100%' }}
            options={options}
            value={filters.requestedBy ?? ANYONE}
            onChange={(value: string) => set({ requestedBy: value || undefined })}
            data-testid="approvals-filter-requester"
          />
        </Col>
        <Col xs={24} md={16} lg={12}>
          <DateRangeFilter
            label="Requested"
            value={filters.requestedAt}
            onChange={(requestedAt) => set({ requestedAt })}
            testId="approvals-filter-date"
          />
        </Col>
      </Row>
    </Flex>
  );
}
