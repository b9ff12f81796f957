import { useState } from 'react';
import { DatePicker, Input, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
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
import { DEFAULT_RIDE_CHECK_STATUS } from '@ops/shared/rules/filterOptions';
import { formatBareCount, pickerFormat } from '../../lib/format';
import type { ListState } from '../../components/list/useListState';
import { AreaFilter } from '../../components/list/AreaFilter';
import { cairoInstant, cairoWallTime } from './rideTimes';
import { FilterField } from '../../components/list/FilterField';

const ALL = 'All';
/** The check status the page filters by: P unless the person chose another (02 §9). */
export const checkStatusOf = (filters: RidesFilters): RideCheckStatusFilter =>
  filters.checkStatus ?? DEFAULT_RIDE_CHECK_STATUS;

const toPicker = (iso: string): Dayjs => {
  const t = cairoWallTime(new Date(iso));
  return dayjs(new Date(t.year, t.month - 1, t.day, t.hour, t.minute));
};
const fromPicker = (value: Dayjs): string =>
  cairoInstant({
    year: value.year(),
    month: value.month() + 1,
    day: value.date(),
    hour: value.hour(),
    minute: value.minute(),
  }).toISOString();

/**
 * Every filter of the Rides page (issue 9 §1; shared/lists/rides.ts is the shape): selects apply
 * at once, the promocode on Enter, the date and time range (Cairo time, 02 §5) once both ends are
 * picked. The check status shows P until another is chosen, as the page sends it.
 */
export function RidesFilterPanel({ list }: { list: ListState<RidesFilters, RidesSortField> }) {
  const { t } = useTranslation();
  const all = { value: ALL, label: t('list.all') };
  const statusOptions = [
    all,
    ...RIDE_STATUSES.map((s) => ({ value: s, label: s === 'done' ? t('rides.done') : t('rides.ongoing') })),
  ];
  const typeOptions = [all, ...RIDE_TYPES.map((type) => ({ value: type, label: t(`rides.type.${type}`) }))];
  const checkOptions = RIDE_CHECK_STATUSES.map((s) => ({
    value: s,
    label: s === 'All' ? t('list.all') : t('rides.checkOption', { label: t(`rides.check.${s}`), code: s }),
  }));
  const ratingOptions = [
    { value: '0', label: t('list.all') },
    ...[1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: formatBareCount(n) })),
    { value: 'withAny', label: t('users.filter.withAnyRating') },
    { value: 'withoutAny', label: t('users.filter.withoutAnyRating') },
  ];
  const endedByOptions = [all, ...RIDE_ENDED_BY.map((e) => ({ value: e, label: e }))];
  const filters = list.filters;
  const set = (patch: Partial<RidesFilters>) => list.patchFilters(patch);
  const [promocode, setPromocode] = useState(filters.promocode ?? '');
  const range = filters.date
    ? ([toPicker(filters.date.startDate), toPicker(filters.date.endDate)] as const)
    : null;

  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="rides-filters">
      <FilterField id="rides-filter-status" label={t('rides.filter.status')}>
        <Select
          id="rides-filter-status"
          style={{ width: '100%' }}
          options={statusOptions}
          value={filters.status ?? ALL}
          onChange={(status: string) =>
            set({ status: status === ALL ? undefined : (status as RidesFilters['status']) })
          }
        />
      </FilterField>
      <FilterField id="rides-filter-area" label={t('rides.filter.area')}>
        <AreaFilter id="rides-filter-area" value={filters.area} onChange={(area) => set({ area })} />
      </FilterField>
      <FilterField id="rides-filter-type" label={t('rides.filter.type')}>
        <Select
          id="rides-filter-type"
          style={{ width: '100%' }}
          options={typeOptions}
          value={filters.rideType ?? ALL}
          onChange={(type: string) =>
            set({ rideType: type === ALL ? undefined : (type as RidesFilters['rideType']) })
          }
        />
      </FilterField>
      <FilterField id="rides-filter-check" label={t('rides.filter.check')}>
        <Select
          id="rides-filter-check"
          style={{ width: '100%' }}
          options={checkOptions}
          value={checkStatusOf(filters)}
          // P is the default: choosing it again leaves the address clean.
          onChange={(checkStatus: RideCheckStatusFilter) =>
            set({ checkStatus: checkStatus === DEFAULT_RIDE_CHECK_STATUS ? undefined : checkStatus })
          }
        />
      </FilterField>
      <FilterField id="rides-filter-rating" label={t('rides.filter.rating')}>
        <Select
          id="rides-filter-rating"
          style={{ width: '100%' }}
          options={ratingOptions}
          value={filters.rating === undefined ? '0' : String(filters.rating)}
          onChange={(value: string) =>
            set({
              rating:
                value === '0'
                  ? undefined
                  : value === 'withAny' || value === 'withoutAny'
                    ? value
                    : Number(value),
            })
          }
        />
      </FilterField>
      <FilterField id="rides-filter-ended-by" label={t('rides.filter.endedBy')}>
        <Select
          id="rides-filter-ended-by"
          style={{ width: '100%' }}
          options={endedByOptions}
          value={filters.endedBy ?? ALL}
          onChange={(endedBy: string) =>
            set({ endedBy: endedBy === ALL ? undefined : (endedBy as RidesFilters['endedBy']) })
          }
        />
      </FilterField>
      <FilterField id="rides-filter-promocode" label={t('rides.filter.promocode')}>
        <Input.Search
          id="rides-filter-promocode"
          allowClear
          placeholder={t('rides.filter.promocodeHint')}
          value={promocode}
          onChange={(event) => setPromocode(event.target.value)}
          onSearch={(value) => set({ promocode: value.trim() || undefined })}
        />
      </FilterField>
      <FilterField id="rides-filter-date" label={t('rides.filter.date')} wide>
        <DatePicker.RangePicker
          id={{ start: 'rides-filter-date', end: 'rides-filter-date-end' }}
          showTime={{ format: 'HH:mm' }}
          format={pickerFormat('MM/DD/YYYY HH:mm')}
          style={{ width: '100%' }}
          value={range ? [range[0], range[1]] : null}
          onChange={(values) => {
            const [start, end] = values ?? [];
            set({
              date: start && end ? { startDate: fromPicker(start), endDate: fromPicker(end) } : undefined,
            });
          }}
          data-testid="rides-filter-date"
        />
      </FilterField>
    </Row>
  );
}
