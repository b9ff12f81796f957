import { DatePicker, Segmented } from 'antd';
import dayjs from 'dayjs';
import type { HeatPoint } from '@ops/shared/analytics/heat';
import { AreaFilter } from '../../components/list/AreaFilter';
import type { HeatView } from './heatView';
import { HourSlider } from './HourSlider';
import { pickerFormat } from '../../lib/format';

export const POINT_LABELS: Record<HeatPoint, string> = { START: 'Ride starts', END: 'Ride ends' };

export interface HeatControlsProps {
  view: HeatView;
  onView: (patch: Partial<HeatView>) => void;
  playing: boolean;
  onPlaying: (playing: boolean) => void;
  hours?: readonly number[];
}

/** Date range (Cairo days), start or end points, areas, and the hour slider: one bar above the map. */
export function HeatControls({ view, onView, playing, onPlaying, hours }: HeatControlsProps) {
  return (
    <div className="ops-heat-controls" data-testid="heat-controls">
      <div className="ops-heat-filters">
        <DatePicker.RangePicker
          id="heat-range-input"
          placeholder={['Start date', 'End date']}
          allowClear={false}
          format={pickerFormat('MM/DD/YYYY')}
          value={[dayjs(view.from), dayjs(view.to)]}
          onChange={(range) => {
            if (range?.[0] && range[1])
              onView({ from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') });
          }}
          data-testid="heat-range"
        />
        <Segmented<HeatPoint>
          value={view.point}
          options={(['START', 'END'] as const).map((point) => ({ value: point, label: POINT_LABELS[point] }))}
          onChange={(point) => onView({ point })}
          data-testid="heat-point"
        />
        <label className="ops-visually-hidden" htmlFor="heat-range-input">
          Rides between
        </label>
        <label className="ops-visually-hidden" htmlFor="heat-areas">
          Areas
        </label>
        <div style={{ minWidth: 220, flex: 1, maxWidth: 420 }}>
          <AreaFilter id="heat-areas" value={view.areas} onChange={(areas) => onView({ areas })} />
        </div>
      </div>
      <HourSlider
        hour={view.hour}
        onHour={(hour) => onView({ hour })}
        playing={playing}
        onPlaying={onPlaying}
        hours={hours}
      />
    </div>
  );
}
