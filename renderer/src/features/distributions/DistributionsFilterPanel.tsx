import { Col, Flex, Row } from 'antd';
import type { DistributionsFilters, DistributionsSortField } from '@ops/shared/lists/distributions';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { AreaFilter } from '../../components/list/AreaFilter';

/** By area (several) and by the day it was created. */
export function DistributionsFilterPanel({
  list,
}: {
  list: ListState<DistributionsFilters, DistributionsSortField>;
}) {
  return (
    <Flex vertical gap={12} data-testid="distributions-filters">
      <Row gutter={[16, 12]}>
        <Col xs={24} sm={12} md={8}>
          <label className="ops-filter-label" htmlFor="distributions-filter-area">
            Area
          </label>
          <AreaFilter
            id="distributions-filter-area"
            value={list.filters.area}
            onChange={(area) => list.patchFilters({ area })}
          />
        </Col>
      </Row>
      <DateRangeFilter
        label="Created between"
        value={list.filters.dateCreated}
        onChange={(dateCreated) => list.patchFilters({ dateCreated })}
        testId="distributions-created"
      />
    </Flex>
  );
}
