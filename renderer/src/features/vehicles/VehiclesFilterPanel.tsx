import { useState } from 'react';
import { Checkbox, Flex, Input, Row, Select, Slider } from 'antd';
import { BATTERY_SLIDER } from '@ops/shared/rules/filterOptions';
import { IOT_STATUSES, MANUFACTURERS, VEHICLE_STATUSES, VEHICLE_TYPES } from '@ops/shared/rules/labels';
import { LOCK_STATUSES, type VehiclesFilters, type VehiclesSortField } from '@ops/shared/lists/vehicles';
import type { ListState } from '../../components/list/useListState';
import { DEFAULT_BATTERY_RANGE, rangeOfSlider, sliderValue } from './batteryRange';
import { FilterField } from '../../components/list/FilterField';
import { AreaFilter } from '../../components/list/AreaFilter';

const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];
const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no');
const fromYesNo = (value: string | undefined) => (value === undefined ? undefined : value === 'yes');
const MARKS = Object.fromEntries(BATTERY_SLIDER.marks.map((mark) => [mark, String(mark)]));

type BooleanKey = 'disabled' | 'isUrgent' | 'stolenAlert' | 'isOutOfFence' | 'isMuted' | 'inRide';
const FLAGS: Array<[BooleanKey, string]> = [
  ['disabled', 'Disabled'],
  ['isUrgent', 'Urgent'],
  ['stolenAlert', 'Lost/stolen alert'],
  ['isOutOfFence', 'Out of fence'],
  ['isMuted', 'Muted'],
  ['inRide', 'In ride'],
];

/**
 * Every vehicle filter 02 names (shared/lists/vehicles.ts is the shape). Selects apply at
 * once; the battery range applies only while its checkbox is ticked (02 §9), when the handle
 * is let go.
 */
export function VehiclesFilterPanel({ list }: { list: ListState<VehiclesFilters, VehiclesSortField> }) {
  const filters = list.filters;
  const set = (patch: Partial<VehiclesFilters>) => list.patchFilters(patch);
  const [code, setCode] = useState(filters.code ?? '');
  // The slider remembers its handles while unticked, so ticking again restores them.
  const [handles, setHandles] = useState<[number, number]>(() => sliderValue(filters.battery));
  const batteryOn = filters.battery !== undefined;

  const select = (key: 'vehicleType' | 'status' | 'iotStatus' | 'lockStatus', label: string, values: readonly string[]) => (
    <FilterField id={`vehicles-filter-${key}`} label={label}>
      <Select
        id={`vehicles-filter-${key}`}
        allowClear
        placeholder="All"
        style={{ width: '100%' }}
        options={options(values)}
        value={filters[key]}
        onChange={(value: string | undefined) => set({ [key]: value } as Partial<VehiclesFilters>)}
        data-testid={`vehicles-filter-${key}`}
      />
    </FilterField>
  );

  return (
    <Flex vertical gap={12} data-testid="vehicles-filters">
      <Row gutter={[16, 12]}>
        <FilterField id="vehicles-filter-code" label="Code">
          <Input.Search
            id="vehicles-filter-code"
            placeholder="Code starts with"
            allowClear
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onSearch={(value) => set({ code: value.trim() || undefined })}
          />
        </FilterField>
        <FilterField id="vehicles-filter-manufacturer" label="Manufacturer">
          <Select
            id="vehicles-filter-manufacturer"
            mode="multiple"
            allowClear
            placeholder="All"
            style={{ width: '100%' }}
            options={options(MANUFACTURERS)}
            value={filters.manufacturer ?? []}
            onChange={(manufacturer: VehiclesFilters['manufacturer']) => set({ manufacturer })}
          />
        </FilterField>
        {select('vehicleType', 'Vehicle type', VEHICLE_TYPES)}
        {select('status', 'Status', VEHICLE_STATUSES)}
        {select('iotStatus', 'IoT status', IOT_STATUSES)}
        {select('lockStatus', 'Lock status', LOCK_STATUSES)}
        <FilterField id="vehicles-filter-active" label="Active">
          <Select
            id="vehicles-filter-active"
            allowClear
            placeholder="All"
            style={{ width: '100%' }}
            // 02 §4: isInStorage 0 = active, 1 = not active.
            options={[
              { value: 0, label: 'Active (0)' },
              { value: 1, label: 'In storage (1)' },
            ]}
            value={filters.isInStorage}
            onChange={(isInStorage: 0 | 1 | undefined) => set({ isInStorage })}
          />
        </FilterField>
        <FilterField id="vehicles-filter-area" label="Area">
          <AreaFilter id="vehicles-filter-area" value={filters.area} onChange={(area) => set({ area })} />
        </FilterField>
        {FLAGS.map(([key, label]) => (
          <FilterField key={key} id={`vehicles-filter-${key}`} label={label}>
            <Select
              id={`vehicles-filter-${key}`}
              allowClear
              placeholder="All"
              style={{ width: '100%' }}
              options={YES_NO}
              value={yesNo(filters[key])}
              onChange={(value: string | undefined) => set({ [key]: fromYesNo(value) } as Partial<VehiclesFilters>)}
            />
          </FilterField>
        ))}
      </Row>
      <Flex align="center" gap={16} wrap>
        <Checkbox
          checked={batteryOn}
          onChange={(event) => set({ battery: event.target.checked ? rangeOfSlider(handles) : undefined })}
          data-testid="vehicles-filter-battery-on"
        >
          Battery
        </Checkbox>
        <Slider
          range
          aria-label="Battery range"
          style={{ flex: '1 1 320px', maxWidth: 520 }}
          min={BATTERY_SLIDER.min}
          max={BATTERY_SLIDER.max}
          marks={MARKS}
          disabled={!batteryOn}
          value={handles}
          onChange={(value: number[]) => setHandles([value[0] ?? DEFAULT_BATTERY_RANGE.min, value[1] ?? BATTERY_SLIDER.max])}
          onChangeComplete={(value: number[]) =>
            set({ battery: rangeOfSlider([value[0] ?? DEFAULT_BATTERY_RANGE.min, value[1] ?? BATTERY_SLIDER.max]) })
          }
        />
      </Flex>
    </Flex>
  );
}
