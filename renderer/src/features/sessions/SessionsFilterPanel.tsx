import { useState } from 'react';
import { Alert, Button, Col, DatePicker, Flex, Input, Row, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { SessionsFilters } from '@ops/shared/lists/sessions';
import { applyDateRange } from '@ops/shared/lists/dateRangeFilter';
import { validateDateRangeFilter } from '@ops/shared/rules/dateRange';
import {
  canApplySessionsFilter,
  parseCoordinate,
  sessionsLocationError,
} from '@ops/shared/rules/sessionsFilter';
import { useStartupAreasQuery } from '../shell/startupApi';
import { pickerFormat } from '../../lib/format';

interface Draft {
  start: Dayjs | null;
  end: Dayjs | null;
  lat: string;
  lng: string;
  radius: string;
  area: string | undefined;
}

const text = (n: number | undefined) => (n === undefined ? '' : String(n));
const draftOf = (filters: SessionsFilters): Draft => ({
  start: filters.date ? dayjs(filters.date.startDate) : null,
  end: filters.date ? dayjs(filters.date.endDate) : null,
  lat: text(filters.lat),
  lng: text(filters.lng),
  radius: text(filters.radius),
  area: filters.area,
});

/**
 * The sessions filter of 02 §5 (shared/rules/sessionsFilter.ts, the server's rule too): the
 * dates the session started in, a circle (latitude, longitude, radius in meters) and the
 * area, applied together. Apply is disabled while only one date is set or the circle is
 * partial or out of range, and the panel says why.
 */
export function SessionsFilterPanel({
  filters,
  onApply,
  testId,
}: {
  filters: SessionsFilters;
  onApply: (filters: SessionsFilters) => void;
  testId: string;
}) {
  const { data: areas = [], isLoading } = useStartupAreasQuery();
  const [draft, setDraft] = useState<Draft>(() => draftOf(filters));
  const [shown, setShown] = useState(filters);
  if (shown !== filters) {
    setShown(filters);
    setDraft(draftOf(filters));
  }
  const location = {
    lat: parseCoordinate(draft.lat),
    lng: parseCoordinate(draft.lng),
    radius: parseCoordinate(draft.radius),
  };
  const dateProblem = validateDateRangeFilter(draft.start?.toDate(), draft.end?.toDate());
  const locationProblem = sessionsLocationError(location);
  const canApply = canApplySessionsFilter({ start: draft.start, end: draft.end, ...location });
  const set = (patch: Partial<Draft>) => setDraft({ ...draft, ...patch });

  const apply = () => {
    const range = applyDateRange({ start: draft.start?.toDate() ?? null, end: draft.end?.toDate() ?? null });
    if (!range.ok) return; // Apply is disabled then; the message is already shown
    onApply({ ...filters, date: range.value, ...location, area: draft.area });
  };
  const reset = () => {
    setDraft(draftOf({}));
    onApply({ user: filters.user });
  };

  const field = (key: 'lat' | 'lng' | 'radius', label: string, placeholder: string) => (
    <Col xs={24} sm={8} md={4}>
      <label className="ops-filter-label" htmlFor={`${testId}-${key}`}>
        {label}
      </label>
      <Input
        id={`${testId}-${key}`}
        inputMode="decimal"
        placeholder={placeholder}
        value={draft[key]}
        status={locationProblem ? 'error' : undefined}
        onChange={(e) => set({ [key]: e.target.value })}
        data-testid={`${testId}-${key}`}
      />
    </Col>
  );

  return (
    <Flex vertical gap={12} data-testid={testId}>
      <Row gutter={[16, 12]} align="bottom">
        <Col xs={24} md={12} lg={8}>
          <span className="ops-filter-label">Started between</span>
          <Flex gap={8}>
            <DatePicker
              aria-label="Start date"
              placeholder="Start date"
              format={pickerFormat('MM/DD/YYYY')}
              value={draft.start}
              onChange={(start) => set({ start })}
              data-testid={`${testId}-start`}
            />
            <DatePicker
              aria-label="End date"
              placeholder="End date"
              format={pickerFormat('MM/DD/YYYY')}
              value={draft.end}
              onChange={(end) => set({ end })}
              data-testid={`${testId}-end`}
            />
          </Flex>
        </Col>
        <Col xs={24} sm={12} md={6}>
          <label className="ops-filter-label" htmlFor={`${testId}-area`}>
            Area
          </label>
          <Select
            id={`${testId}-area`}
            style={{ width: '100%' }}
            allowClear
            placeholder="All areas"
            loading={isLoading}
            value={draft.area}
            onChange={(area?: string) => set({ area })}
            options={areas.map((a) => ({ value: a._id, label: a.name }))}
          />
        </Col>
      </Row>
      <Row gutter={[16, 12]} align="bottom">
        {field('lat', 'Latitude', '30.0444')}
        {field('lng', 'Longitude', '31.2357')}
        {field('radius', 'Radius (m)', '500')}
        <Col>
          <Flex gap={8}>
            <Button type="primary" disabled={!canApply} onClick={apply} data-testid={`${testId}-apply`}>
              Apply
            </Button>
            <Button onClick={reset} data-testid={`${testId}-reset`}>
              Reset
            </Button>
          </Flex>
        </Col>
      </Row>
      {(dateProblem || locationProblem) && (
        <Alert
          type="warning"
          showIcon
          message={dateProblem ?? locationProblem}
          data-testid={`${testId}-problem`}
        />
      )}
    </Flex>
  );
}
