import { Checkbox, Col, Row, Select } from 'antd';
import type {
  RideImagesFilters,
  RideImagesSortField,
  RideRatingsFilters,
  RideRatingsSortField,
  UntappedRidesFilters,
  UntappedRidesSortField,
} from '@ops/shared/lists/rideReviews';
import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import { DEFAULT_RIDE_CHECK_STATUS, RIDE_CHECK_STATUS_LABELS } from '@ops/shared/rules/filterOptions';
import type { RideCheckStatusFilter } from '@ops/shared/lists/rides';
import { AreaFilter } from '../../components/list/AreaFilter';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import type { ListState } from '../../components/list/useListState';

const CHECK_OPTIONS = (Object.keys(RIDE_CHECK_STATUS_LABELS) as RideCheckStatusFilter[]).map((value) => ({
  value,
  label: RIDE_CHECK_STATUS_LABELS[value],
}));
const RATING_OPTIONS = [
  { value: 0, label: 'All' },
  ...[1, 2, 3, 4, 5].map((value) => ({ value, label: `${value} ★` })),
];

function Field({
  id,
  label,
  children,
  span = 6,
}: {
  id: string;
  label: string;
  children: React.ReactNode;
  span?: number;
}) {
  return (
    <Col xs={24} sm={12} lg={span}>
      <label className="ops-filter-label" htmlFor={id}>
        {label}
      </label>
      {children}
    </Col>
  );
}

/** The photos to review: Pending (P) unless another check status is chosen, as on the Rides page. */
export const imagesCheckStatus = (filters: RideImagesFilters): RideCheckStatusFilter =>
  filters.checkStatus ?? DEFAULT_RIDE_CHECK_STATUS;

export function RideImagesFilterPanel({ list }: { list: ListState<RideImagesFilters, RideImagesSortField> }) {
  const set = (patch: Partial<RideImagesFilters>) => list.patchFilters(patch);
  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="ride-images-filters">
      <Field id="ride-images-filter-check" label="Check status">
        <Select
          id="ride-images-filter-check"
          style={{ width: '100%' }}
          options={CHECK_OPTIONS}
          value={imagesCheckStatus(list.filters)}
          onChange={(checkStatus: RideCheckStatusFilter) =>
            set({ checkStatus: checkStatus === DEFAULT_RIDE_CHECK_STATUS ? undefined : checkStatus })
          }
          data-testid="ride-images-filter-check"
        />
      </Field>
      <Field id="ride-images-filter-area" label="Area">
        <AreaFilter
          id="ride-images-filter-area"
          value={list.filters.area}
          onChange={(area) => set({ area })}
        />
      </Field>
      <Col xs={24} lg={12}>
        <DateRangeFilter
          label="Ride date"
          value={list.filters.date}
          onChange={(date) => set({ date })}
          timeZone={CAIRO_TIME_ZONE}
          testId="ride-images-filter-date"
        />
      </Col>
    </Row>
  );
}

export function RideRatingsFilterPanel({
  list,
}: {
  list: ListState<RideRatingsFilters, RideRatingsSortField>;
}) {
  const set = (patch: Partial<RideRatingsFilters>) => list.patchFilters(patch);
  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="ride-ratings-filters">
      <Field id="ride-ratings-filter-rating" label="Rating" span={4}>
        <Select
          id="ride-ratings-filter-rating"
          style={{ width: '100%' }}
          options={RATING_OPTIONS}
          value={list.filters.rating ?? 0}
          onChange={(rating: number) => set({ rating: rating === 0 ? undefined : rating })}
        />
      </Field>
      <Field id="ride-ratings-filter-area" label="Area">
        <AreaFilter
          id="ride-ratings-filter-area"
          value={list.filters.area}
          onChange={(area) => set({ area })}
        />
      </Field>
      <Col xs={24} sm={12} lg={4}>
        <Checkbox
          checked={list.filters.withComment === true}
          onChange={(event) => set({ withComment: event.target.checked ? true : undefined })}
          data-testid="ride-ratings-filter-comment"
        >
          With a comment
        </Checkbox>
      </Col>
      <Col xs={24} lg={10}>
        <DateRangeFilter
          label="Ride date"
          value={list.filters.date}
          onChange={(date) => set({ date })}
          timeZone={CAIRO_TIME_ZONE}
          testId="ride-ratings-filter-date"
        />
      </Col>
    </Row>
  );
}

export function UntappedRidesFilterPanel({
  list,
}: {
  list: ListState<UntappedRidesFilters, UntappedRidesSortField>;
}) {
  const set = (patch: Partial<UntappedRidesFilters>) => list.patchFilters(patch);
  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="untapped-rides-filters">
      <Field id="untapped-rides-filter-area" label="Area">
        <AreaFilter
          id="untapped-rides-filter-area"
          value={list.filters.area}
          onChange={(area) => set({ area })}
        />
      </Field>
      <Col xs={24} lg={12}>
        <DateRangeFilter
          label="Ride date"
          value={list.filters.date}
          onChange={(date) => set({ date })}
          timeZone={CAIRO_TIME_ZONE}
          testId="untapped-rides-filter-date"
        />
      </Col>
    </Row>
  );
}
