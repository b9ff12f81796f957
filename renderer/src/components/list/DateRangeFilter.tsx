import { useState } from 'react';
import { Button, DatePicker, Flex, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { pickerFormat } from '../../lib/format';
import { DATE_RANGE_MESSAGES } from '@ops/shared/rules/dateRange';
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
  LAST_RIDE_IN_FUTURE_MESSAGE,
} from '@ops/shared/lists/dateRangeFilter';

export interface DateRangeFilterProps extends DateRangeOptions {
  label: string;
  value: DateRangeValue | undefined;
  onChange: (value: DateRangeValue | undefined) => void;
  /** dayjs format: 'DD/MM/YYYY' for wallet filters, MM/DD/YYYY elsewhere (02 §9); Arabic reads DD/MM/YYYY always. */
  format?: string;
  testId?: string;
}

const toPicker = (instant: Date | null, timeZone?: string): Dayjs | null => {
  if (!instant) return null;
  const { year, month, day } = dayOfInstant(instant, timeZone);
  return dayjs(new Date(year, month - 1, day));
};

/** The shared rules' English messages, keyed for the catalogue (en.ts words them the same; a test checks). */
const MESSAGE_KEYS: Readonly<Record<string, string>> = {
  [DATE_RANGE_MESSAGES.startMissing]: 'list.startMissing',
  [DATE_RANGE_MESSAGES.endMissing]: 'list.endMissing',
  [LAST_RIDE_IN_FUTURE_MESSAGE]: 'list.lastRideInFuture',
};

const fromPicker = (value: Dayjs | null, timeZone?: string): Date | null =>
  value ? instantOfDay({ year: value.year(), month: value.month() + 1, day: value.date() }, timeZone) : null;

/**
 * A date-range filter with every rule of 02 §5 (shared/lists/dateRangeFilter.ts): both
 * ends needed with the spec's message for the missing one, Apply and Reset disabled while
 * nothing is set, start-of-day to end-of-day ISO, Cairo time when asked, and no days after
 * `notAfter` (last-ride dates).
 */
export function DateRangeFilter({
  label,
  value,
  onChange,
  format: englishFormat = 'MM/DD/YYYY',
  testId = 'date-range',
  timeZone,
  notAfter,
}: DateRangeFilterProps) {
  const { t } = useTranslation();
  // Issue 28 item 2: day-month-year in Arabic, in the user's digits; English keeps the spec's formats.
  const format = pickerFormat(englishFormat);
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
          placeholder={t('list.startDate')}
          format={format}
          value={toPicker(draft.start, timeZone)}
          disabledDate={notAfter ? disabledDate : undefined}
          onChange={(day: Dayjs | null) => change({ ...draft, start: fromPicker(day, timeZone) })}
          status={error && !draft.start ? 'error' : undefined}
          data-testid={`${testId}-start`}
        />
        <DatePicker
          placeholder={t('list.endDate')}
          format={format}
          value={toPicker(draft.end, timeZone)}
          disabledDate={notAfter ? disabledDate : undefined}
          onChange={(day: Dayjs | null) => change({ ...draft, end: fromPicker(day, timeZone) })}
          status={error && !draft.end ? 'error' : undefined}
          data-testid={`${testId}-end`}
        />
        <Button type="primary" disabled={!buttons.canApply} onClick={apply} data-testid={`${testId}-apply`}>
          {t('list.apply')}
        </Button>
        <Button disabled={!canReset} onClick={reset} data-testid={`${testId}-reset`}>
          {t('list.reset')}
        </Button>
      </Flex>
      {error && (
        <Typography.Text type="danger" role="alert" data-testid={`${testId}-error`}>
          {MESSAGE_KEYS[error] ? t(MESSAGE_KEYS[error]) : error}
        </Typography.Text>
      )}
    </Flex>
  );
}
