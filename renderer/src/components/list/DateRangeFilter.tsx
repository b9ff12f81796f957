import { useState } from 'react';
import { Button, DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import {
  applyDateRange,
  dateRangeButtons,
  dayOfInstant,
  draftFromValue,
  instantOfDay,
  isDisabledDay,
  type DateRangeDraft,
  type DateRangeOptions,
  type DateRangeValue,
} from '@ops/shared/lists/dateRangeFilter';

export interface DateRangeFilterProps extends DateRangeOptions {
  label: string;
  value: DateRangeValue | undefined;
  onChange: (value: DateRangeValue | undefined) => void;
  /** dayjs format: 'DD/MM/YYYY' for wallet filters, MM/DD/YYYY elsewhere (02 §9). */
  format?: string;
  testId?: string;
}

const toPicker = (instant: Date | null, timeZone?: string): Dayjs | null => {
  if (!instant) return null;
  const { year, month, day } = dayOfInstant(instant, timeZone);
  return dayjs(new Date(year, month - 1, day));
};

const fromPicker = (value: Dayjs | null, timeZone?: string): Date | null =>
  value ? instantOfDay({ year: value.year(), month: value.month() + 1, day: value.date() }, timeZone) : null;

/**
 * A date-range filter with every rule of 02 §5 (shared/lists/dateRangeFilter.ts): both
 * ends needed with the spec's message for the missing one, Apply and Reset disabled while
 * nothing is set, start-of-day to end-of-day ISO, Cairo time when asked, and no days after
 * `notAfter` (last-ride dates).
 */
export function DateRangeFilter({ label, value, onChange, format = 'MM/DD/YYYY', testId = 'date-range', timeZone, notAfter }: DateRangeFilterProps) {
  const options: DateRangeOptions = { timeZone, notAfter };
  const [draft, setDraft] = useState<DateRangeDraft>(() => draftFromValue(value));
  const [shownValue, setShownValue] = useState(value);
  const [error, setError] = useState<string | null>(null);
  // The applied value changed elsewhere (Back, a shared link, Clear filters): the pickers follow it.
  if (shownValue !== value) {
    setShownValue(value);
    setDraft(draftFromValue(value));
    setError(null);
  }
  const buttons = dateRangeButtons(draft);
  // An applied range counts as set: with the pickers emptied, Reset still removes it.
  const canReset = buttons.canReset || value !== undefined;
  const disabledDate = (day: Dayjs) => isDisabledDay(fromPicker(day, timeZone)!, options);

  const change = (next: DateRangeDraft) => {
    setDraft(next);
    setError(null);
  };
  const apply = () => {
    const result = applyDateRange(draft, options);
    if (!result.ok) setError(result.error);
    else onChange(result.value);
  };
  const reset = () => {
    change({ start: null, end: null });
    onChange(undefined);
  };

  return (
    <Flex vertical gap={4} data-testid={testId}>
      <Typography.Text type="secondary">{label}</Typography.Text>
      <Flex gap={8} wrap align="center">
        <DatePicker
          placeholder="Start date"
          format={format}
          value={toPicker(draft.start, timeZone)}
          disabledDate={notAfter ? disabledDate : undefined}
          onChange={(day: Dayjs | null) => change({ ...draft, start: fromPicker(day, timeZone) })}
          status={error && !draft.start ? 'error' : undefined}
          data-testid={`${testId}-start`}
        />
        <DatePicker
          placeholder="End date"
          format={format}
          value={toPicker(draft.end, timeZone)}
          disabledDate={notAfter ? disabledDate : undefined}
          onChange={(day: Dayjs | null) => change({ ...draft, end: fromPicker(day, timeZone) })}
          status={error && !draft.end ? 'error' : undefined}
          data-testid={`${testId}-end`}
        />
        <Button type="primary" disabled={!buttons.canApply} onClick={apply} data-testid={`${testId}-apply`}>
          Apply
        </Button>
        <Button disabled={!canReset} onClick={reset} data-testid={`${testId}-reset`}>
          Reset
        </Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert" data-testid={`${testId}-error`}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}
