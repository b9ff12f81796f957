import { useState } from 'react';
import { DatePicker, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  RIDE_CHECK_STATUSES,
  RIDE_ENDED_BY,
  RIDE_STATUSES,
  RIDE_TYPES,
  type RideCheckStatusFilter,
  type RidesFilters,
  type RidesSortField,
} from '@ops/shared/lists/rides';
import { DEFAULT_RIDE_CHECK_STATUS, RATING_FILTER, RIDE_CHECK_STATUS_LABELS, RIDE_TYPE_LABELS } from '@ops/shared/rules/filterOptions';
import type { ListState } from '../../components/list/useListState';
import { AreaFilter } from '../../components/list/AreaFilter';
import { cairoInstant, cairoWallTime } from './rideTimes';
import { FilterField } from '../../components/list/FilterField';

const ALL = 'All';
const STATUS_OPTIONS = [{ value: ALL, label: 'All' }, ...RIDE_STATUSES.map((s) => ({ value: s, label: s === 'done' ? 'Done' : 'Ongoing' }))];
const TYPE_OPTIONS = [{ value: ALL, label: 'All' }, ...RIDE_TYPES.map((t) => ({ value: t, label: RIDE_TYPE_LABELS[t] }))];
const CHECK_OPTIONS = RIDE_CHECK_STATUSES.map((s) => ({ value: s, label: s === 'All' ? 'All' : `${RIDE_CHECK_STATUS_LABELS[s]} (${s})` }));
const RATING_OPTIONS = [
  { value: '0', label: 'All' },
  ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: `${n}` })),
  { value: 'withAny', label: RATING_FILTER.withAny },
  { value: 'withoutAny', label: RATING_FILTER.withoutAny },
];
const ENDED_BY_OPTIONS = [{ value: ALL, label: 'All' }, ...RIDE_ENDED_BY.map((e) => ({ value: e, label: e }))];

/** The check status the page filters by: P unless the person chose another (02 §9). */
export const checkStatusOf = (filters: RidesFilters): RideCheckStatusFilter => filters.checkStatus ?? DEFAULT_RIDE_CHECK_STATUS;

const toPicker = (iso: string): Dayjs => {
  const t = cairoWallTime(new Date(iso));
  return dayjs(new Date(t.year, t.month - 1, t.day, t.hour, t.minute));
};
const fromPicker = (value: Dayjs): string =>
  cairoInstant({ year: value.year(), month: value.month() + 1, day: value.date(), hour: value.hour(), minute: value.minute() }).toISOString();

/**
 * Every filter of the Rides page (issue 9 §1; shared/lists/rides.ts is the shape): selects apply
 * at once, the promocode on Enter, the date and time range (Cairo time, 02 §5) once both ends are
 * picked. The check status shows P until another is chosen, as the page sends it.
 */
export function RidesFilterPanel({ list }: { list: ListState<RidesFilters, RidesSortField> }) {
  const filters = list.filters;
  const set = (patch: Partial<RidesFilters>) => list.patchFilters(patch);
  const [promocode, setPromocode] = useState(filters.promocode ?? '');
  const range = filters.date ? ([toPicker(filters.date.startDate), toPicker(filters.date.endDate)] as const) : null;

  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="rides-filters">
      <FilterField id="rides-filter-status" label="Status">
        <Select
          id="rides-filter-status"
          style={{ width: '100%' }}
          options={STATUS_OPTIONS}
          value={filters.status ?? ALL}
          onChange={(status: string) => set({ status: status === ALL ? undefined : (status as RidesFilters['status']) })}
        />
      </FilterField>
      <FilterField id="rides-filter-area" label="Area">
        <AreaFilter id="rides-filter-area" value={filters.area} onChange={(area) => set({ area })} />
      </FilterField>
      <FilterField id="rides-filter-type" label="Ride type">
        <Select
          id="rides-filter-type"
          style={{ width: '100%' }}
          options={TYPE_OPTIONS}
          value={filters.rideType ?? ALL}
          onChange={(type: string) => set({ rideType: type === ALL ? undefined : (type as RidesFilters['rideType']) })}
        />
      </FilterField>
      <FilterField id="rides-filter-check" label="Check status">
        <Select
          id="rides-filter-check"
          style={{ width: '100%' }}
          options={CHECK_OPTIONS}
          value={checkStatusOf(filters)}
          // P is the default: choosing it again leaves the address clean.
          onChange={(checkStatus: RideCheckStatusFilter) => set({ checkStatus: checkStatus === DEFAULT_RIDE_CHECK_STATUS ? undefined : checkStatus })}
        />
      </FilterField>
      <FilterField id="rides-filter-rating" label="Rating">
        <Select
          id="rides-filter-rating"
          style={{ width: '100%' }}
          options={RATING_OPTIONS}
          value={filters.rating === undefined ? '0' : String(filters.rating)}
          onChange={(value: string) =>
            set({ rating: value === '0' ? undefined : value === 'withAny' || value === 'withoutAny' ? value : Number(value) })
          }
        />
      </FilterField>
      <FilterField id="rides-filter-ended-by" label="Ended by">
        <Select
          id="rides-filter-ended-by"
          style={{ width: '100%' }}
          options={ENDED_BY_OPTIONS}
          value={filters.endedBy ?? ALL}
          onChange={(endedBy: string) => set({ endedBy: endedBy === ALL ? undefined : (endedBy as RidesFilters['endedBy']) })}
        />
      </FilterField>
      <FilterField id="rides-filter-promocode" label="Promocode">
        <Input.Search
          id="rides-filter-promocode"
          allowClear
          placeholder="Code, then Enter"
          value={promocode}
          onChange={(event) => setPromocode(event.target.value)}
          onSearch={(value) => set({ promocode: value.trim() || undefined })}
        />
      </FilterField>
      <FilterField id="rides-filter-date" label="Date and time (Cairo)" wide>
        <DatePicker.RangePicker
          id={{ start: 'rides-filter-date', end: 'rides-filter-date-end' }}
          showTime={{ format: 'HH:mm' }}
          format="MM/DD/YYYY HH:mm"
          style={{ width: '100%' }}
          value={range ? [range[0], range[1]] : null}
          onChange={(values) => {
            const [start, end] = values ?? [];
            set({ date: start && end ? { startDate: fromPicker(start), endDate: fromPicker(end) } : undefined });
          }}
          data-testid="rides-filter-date"
        />
      </FilterField>
    </Row>
  );
}
