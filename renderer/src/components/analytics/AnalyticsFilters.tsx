import { DatePicker, Flex, Segmented, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import type { TimeUnit } from '@ops/shared/analytics/buckets';
import { ALL_AREAS, areaSelectionChange } from '@ops/shared/analytics/selection';
import { addDays, RANGE_PRESETS, RESOLUTIONS } from './analyticsUrlState';
import type { AnalyticsState } from './useAnalyticsState';
import { pickerFormat } from '../../lib/format';

export interface AreaOption {
  id: string;
  name: string;
}

const DAY = 'YYYY-MM-DD';

/**
 * Range (Cairo days, quick ranges ending today), data resolution (Day / Week / Month, 03 §9 default
 * day) and areas ("All areas" first: choosing it clears the choice, 02 §4).
 */
export function AnalyticsFilters({
  analytics,
  areas,
}: {
  analytics: AnalyticsState;
  areas: readonly AreaOption[];
}) {
  const { t } = useTranslation();
  const today = analytics.defaults.today;
  const presets = RANGE_PRESETS.map((preset) => ({
    label: t(`analytics.preset.${preset.key}`),
    value: [dayjs(addDays(today, -(preset.days - 1))), dayjs(today)] as [Dayjs, Dayjs],
  }));
  return (
    <Flex gap={16} wrap align="end" className="ops-analytics-filters" data-testid="analytics-filters">
      <Flex vertical gap={4}>
        <Typography.Text type="secondary">{t('analytics.dates')}</Typography.Text>
        <DatePicker.RangePicker
          value={[dayjs(analytics.from), dayjs(analytics.to)]}
          format={pickerFormat('MM/DD/YYYY')}
          allowClear={false}
          presets={presets}
          disabledDate={(day) => day.format(DAY) > today}
          onChange={(range) => {
            if (range?.[0] && range[1]) analytics.setRange(range[0].format(DAY), range[1].format(DAY));
          }}
          data-testid="analytics-range"
        />
      </Flex>
      <Flex vertical gap={4}>
        <Typography.Text type="secondary" id="analytics-resolution-label">
          {t('analytics.resolution')}
        </Typography.Text>
        <Segmented<TimeUnit>
          aria-labelledby="analytics-resolution-label"
          value={analytics.unit}
          options={RESOLUTIONS.map((r) => ({ value: r.unit, label: t(`analytics.unit.${r.unit}`) }))}
          onChange={analytics.setUnit}
          data-testid="analytics-resolution"
        />
      </Flex>
      <Flex vertical gap={4} style={{ flex: '1 1 260px', maxWidth: 520 }}>
        <Typography.Text type="secondary" id="analytics-areas-label">
          {t('analytics.areas')}
        </Typography.Text>
        <Select
          mode="multiple"
          aria-labelledby="analytics-areas-label"
          // Nothing chosen reads "All areas"; the option of that name (value 0) clears a choice.
          value={analytics.areas}
          placeholder={t('analytics.allAreas')}
          allowClear
          optionFilterProp="label"
          maxTagCount="responsive"
          options={[
            { value: ALL_AREAS, label: t('analytics.allAreas') },
            ...areas.map((area) => ({ value: area.id, label: area.name })),
          ]}
          onChange={(next: string[]) => analytics.setAreas(areaSelectionChange(analytics.areas, next))}
          data-testid="analytics-areas"
        />
      </Flex>
    </Flex>
  );
}
