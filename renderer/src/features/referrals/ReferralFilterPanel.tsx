import { Checkbox, Col, Row, Select } from 'antd';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { useStartupAreasQuery } from '../shell/startupApi';

interface ReferralFilterValue {
  date?: { startDate: string; endDate: string };
  area?: string;
  chainStarters?: boolean;
}

/**
 * The referral lists' filters (shared/lists/referrals.ts): registration dates and area, and
 * for the initiators whether only those who started a chain are shown. Selects apply at once.
 */
export function ReferralFilterPanel<F extends ReferralFilterValue>({
  filters,
  onChange,
  testId,
  chainStarters = false,
}: {
  filters: F;
  onChange: (filters: F) => void;
  testId: string;
  chainStarters?: boolean;
}) {
  const { data: areas = [], isLoading } = useStartupAreasQuery();
  const set = (patch: Partial<ReferralFilterValue>) => onChange({ ...filters, ...patch });
  return (
    <Row gutter={[16, 12]} align="bottom" data-testid={testId}>
      <Col xs={24} sm={12} md={8} lg={6}>
        <label className="ops-filter-label" htmlFor={`${testId}-area`}>
          Area
        </label>
        <Select
          id={`${testId}-area`}
          style={{ width: '100%' }}
          allowClear
          placeholder="All areas"
          loading={isLoading}
          value={filters.area}
          onChange={(area?: string) => set({ area })}
          options={areas.map((a) => ({ value: a._id, label: a.name }))}
          data-testid={`${testId}-area`}
        />
      </Col>
      <Col xs={24} md={16} lg={12}>
        <DateRangeFilter
          label="Registered"
          value={filters.date}
          onChange={(date) => set({ date })}
          testId={`${testId}-date`}
        />
      </Col>
      {chainStarters && (
        <Col xs={24} sm={12} md={8} lg={6}>
          <Checkbox
            checked={filters.chainStarters === true}
            onChange={(e) => set({ chainStarters: e.target.checked || undefined })}
            data-testid={`${testId}-starters`}
          >
            Only those nobody referred
          </Checkbox>
        </Col>
      )}
    </Row>
  );
}
