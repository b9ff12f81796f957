import { useState } from 'react';
import { Checkbox, Flex, Input, Row, Select, Slider } from 'antd';
import { useTranslation } from 'react-i18next';
import { BATTERY_SLIDER } from '@ops/shared/rules/filterOptions';
import { IOT_STATUSES, MANUFACTURERS, VEHICLE_STATUSES, VEHICLE_TYPES } from '@ops/shared/rules/labels';
import { LOCK_STATUSES, type VehiclesFilters, type VehiclesSortField } from '@ops/shared/lists/vehicles';
import type { ListState } from '../../components/list/useListState';
import { DEFAULT_BATTERY_RANGE, rangeOfSlider, sliderValue } from './batteryRange';
import { FilterField } from '../../components/list/FilterField';
import { AreaFilter } from '../../components/list/AreaFilter';
import { lockStatusText, vehicleStatusText } from '../../i18n/sharedLabels';
import { formatBareCount } from '../../lib/format';

/** Names (manufacturers, models): the same in both languages. */
const options = (values: readonly string[], word: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: word(value) }));
const yesNo = (value: boolean | undefined) => (value === undefined ? undefined : value ? 'yes' : 'no');
const fromYesNo = (value: string | undefined) => (value === undefined ? undefined : value === 'yes');

type BooleanKey = 'disabled' | 'isUrgent' | 'stolenAlert' | 'isOutOfFence' | 'isMuted' | 'inRide';
const FLAGS: readonly BooleanKey[] = [
  'disabled',
  'isUrgent',
  'stolenAlert',
  'isOutOfFence',
  'isMuted',
  'inRide',
];

/**
 * Every vehicle filter 02 names (shared/lists/vehicles.ts is the shape). Selects apply at
 * once; the battery range applies only while its checkbox is ticked (02 §9), when the handle
 * is let go.
 */
export function VehiclesFilterPanel({ list }: { list: ListState<VehiclesFilters, VehiclesSortField> }) {
  const { t } = useTranslation();
  const yesNoOptions = [
    { value: 'yes', label: t('list.yes') },
    { value: 'no', label: t('list.no') },
  ];
  const marks = Object.fromEntries(BATTERY_SLIDER.marks.map((mark) => [mark, formatBareCount(mark)]));
  const filters = list.filters;
  const set = (patch: Partial<VehiclesFilters>) => list.patchFilters(patch);
  const [code, setCode] = useState(filters.code ?? '');
  // The slider remembers its handles while unticked, so ticking again restores them.
  const [handles, setHandles] = useState<[number, number]>(() => sliderValue(filters.battery));
  const batteryOn = filters.battery !== undefined;

  const select = (
    key: 'vehicleType' | 'status' | 'iotStatus' | 'lockStatus',
    label: string,
    values: readonly string[],
    word?: (value: string) => string,
  ) => (
    <FilterField id={`vehicles-filter-${key}`} label={label}>
      <Select
        id={`vehicles-filter-${key}`}
        allowClear
        placeholder={t('list.all')}
        style={{ width: '100%' }}
        options={options(values, word)}
        value={filters[key]}
        onChange={(value: string | undefined) => set({ [key]: value } as Partial<VehiclesFilters>)}
        data-testid={`vehicles-filter-${key}`}
      />
    </FilterField>
  );

  return (
    <Flex vertical gap={12} data-testid="vehicles-filters">
      <Row gutter={[16, 12]}>
        <FilterField id="vehicles-filter-code" label={t('vehicles.filter.code')}>
          <Input.Search
            id="vehicles-filter-code"
            placeholder={t('vehicles.filter.codeStartsWith')}
            allowClear
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onSearch={(value) => set({ code: value.trim() || undefined })}
          />
        </FilterField>
        <FilterField id="vehicles-filter-manufacturer" label={t('vehicles.filter.manufacturer')}>
          <Select
            id="vehicles-filter-manufacturer"
            mode="multiple"
            allowClear
            placeholder={t('list.all')}
            style={{ width: '100%' }}
            options={options(MANUFACTURERS)}
            value={filters.manufacturer ?? []}
            onChange={(manufacturer: VehiclesFilters['manufacturer']) => set({ manufacturer })}
          />
        </FilterField>
        {select('vehicleType', t('vehicles.filter.vehicleType'), VEHICLE_TYPES)}
        {select('status', t('vehicles.filter.status'), VEHICLE_STATUSES, (value) =>
          vehicleStatusText(t, value),
        )}
        {select('iotStatus', t('vehicles.filter.iotStatus'), IOT_STATUSES, (value) =>
          vehicleStatusText(t, value),
        )}
        {select('lockStatus', t('vehicles.filter.lockStatus'), LOCK_STATUSES, (value) =>
          lockStatusText(t, value),
        )}
        <FilterField id="vehicles-filter-active" label={t('vehicles.filter.active')}>
          <Select
            id="vehicles-filter-active"
            allowClear
            placeholder={t('list.all')}
            style={{ width: '100%' }}
            // 02 §4: isInStorage 0 = active, 1 = not active.
            options={[
              { value: 0, label: t('vehicles.filter.activeZero') },
              { value: 1, label: t('vehicles.filter.inStorageOne') },
            ]}
            value={filters.isInStorage}
            onChange={(isInStorage: 0 | 1 | undefined) => set({ isInStorage })}
          />
        </FilterField>
        <FilterField id="vehicles-filter-area" label={t('vehicles.filter.area')}>
          <AreaFilter id="vehicles-filter-area" value={filters.area} onChange={(area) => set({ area })} />
        </FilterField>
        {FLAGS.map((key) => (
          <FilterField key={key} id={`vehicles-filter-${key}`} label={t(`vehicles.filter.${key}`)}>
            <Select
              id={`vehicles-filter-${key}`}
              allowClear
              placeholder={t('list.all')}
              style={{ width: '100%' }}
              options={yesNoOptions}
              value={yesNo(filters[key])}
              onChange={(value: string | undefined) =>
                set({ [key]: fromYesNo(value) } as Partial<VehiclesFilters>)
              }
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
          {t('vehicles.filter.battery')}
        </Checkbox>
        <Slider
          range
          aria-label={t('vehicles.filter.batteryRange')}
          style={{ flex: '1 1 320px', maxWidth: 520 }}
          min={BATTERY_SLIDER.min}
          max={BATTERY_SLIDER.max}
          marks={marks}
          disabled={!batteryOn}
          value={handles}
          onChange={(value: number[]) =>
            setHandles([value[0] ?? DEFAULT_BATTERY_RANGE.min, value[1] ?? BATTERY_SLIDER.max])
          }
          onChangeComplete={(value: number[]) =>
            set({
              battery: rangeOfSlider([value[0] ?? DEFAULT_BATTERY_RANGE.min, value[1] ?? BATTERY_SLIDER.max]),
            })
          }
        />
      </Flex>
    </Flex>
  );
}
