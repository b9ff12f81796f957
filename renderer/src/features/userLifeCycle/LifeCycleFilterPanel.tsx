import { useState } from 'react';
import { Col, Input, Row, Select } from 'antd';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { vehicleLifeCycleLabel } from '@ops/shared/rules/labels';
import {
  USER_LIFE_CYCLE_CASES,
  type UserLifeCycleFilters,
  type UserLifeCycleSortField,
} from '@ops/shared/lists/userLifeCycle';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { useStartupAreasQuery, useVehiclesForSearchQuery } from '../shell/startupApi';
import { useLifeCycleRoleOptionsQuery } from './userLifeCycleApi';
import { SelectFilter } from '../../components/list/SelectFilter';
import { FilterField } from '../../components/list/FilterField';

const CASE_OPTIONS = USER_LIFE_CYCLE_CASES.map((c) => ({ value: c, label: vehicleLifeCycleLabel(c) }));

/**
 * userLifeCycle's filters (02 §7): dates, case, the vehicle's area, the staff member's role
 * (offered to those who may see roles), the vehicle and the battery serial. The staff member
 * is chosen from a row (their name); the page shows that choice above the table.
 */
export function LifeCycleFilterPanel({
  list,
}: {
  list: ListState<UserLifeCycleFilters, UserLifeCycleSortField>;
}) {
  const filters = list.filters;
  const set = (patch: Partial<UserLifeCycleFilters>) => list.patchFilters(patch);
  const { data: areas = [] } = useStartupAreasQuery();
  const { data: vehicles = [] } = useVehiclesForSearchQuery();
  const canPickRole = useCan(gate('roles.VIEW_PAGE'));
  const { data: roles = [] } = useLifeCycleRoleOptionsQuery(undefined, { skip: !canPickRole });
  const [serial, setSerial] = useState(filters.batterySerial ?? '');
  const [shownSerial, setShownSerial] = useState(filters.batterySerial);
  if (shownSerial !== filters.batterySerial) {
    setShownSerial(filters.batterySerial);
    setSerial(filters.batterySerial ?? '');
  }
  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="life-cycle-filters">
      <FilterField id="life-cycle-case" label="Case">
        <Select
          id="life-cycle-case"
          style={{ width: '100%' }}
          allowClear
          placeholder="All cases"
          value={filters.logCase}
          onChange={(logCase?: string) => set({ logCase })}
          options={CASE_OPTIONS}
          data-testid="life-cycle-case"
        />
      </FilterField>
      <FilterField id="life-cycle-area" label="Vehicle area">
        <Select
          id="life-cycle-area"
          style={{ width: '100%' }}
          allowClear
          placeholder="All areas"
          value={filters.area}
          onChange={(area?: string) => set({ area })}
          options={areas.map((a) => ({ value: a._id, label: a.name }))}
        />
      </FilterField>
      {canPickRole && (
        <FilterField id="life-cycle-role" label="Role">
          <Select
            id="life-cycle-role"
            style={{ width: '100%' }}
            allowClear
            placeholder="All roles"
            value={filters.role}
            onChange={(role?: string) => set({ role })}
            options={roles.map((r) => ({ value: r._id, label: r.name }))}
          />
        </FilterField>
      )}
      <SelectFilter
        id="life-cycle-vehicle"
        label="Vehicle"
        placeholder="All vehicles"
        searchable
        options={vehicles.map((v) => ({ value: v._id, label: v.code }))}
        value={filters.vehicleId}
        onChange={(vehicleId?: string) => set({ vehicleId })}
      />
      <FilterField id="life-cycle-serial" label="Battery serial">
        <Input.Search
          id="life-cycle-serial"
          allowClear
          placeholder="Serial"
          value={serial}
          onChange={(e) => setSerial(e.target.value)}
          onSearch={(value) => set({ batterySerial: value.trim() || undefined })}
        />
      </FilterField>
      <Col xs={24} md={16} lg={12}>
        <DateRangeFilter
          label="Date"
          value={filters.date}
          onChange={(date) => set({ date })}
          testId="life-cycle-date"
        />
      </Col>
    </Row>
  );
}
