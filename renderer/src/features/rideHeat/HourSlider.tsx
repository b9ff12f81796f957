import { useEffect } from 'react';
import { Button, Slider, Tooltip, Typography } from 'antd';
import { HOURS_IN_DAY, hourLabel } from '@ops/shared/analytics/heat';
import { nextHour } from './heatView';
import { countText } from '@ops/shared/rules/plural';

/** How long each hour stays on the map while playing: long enough to read the map, short enough to see the day move. */
export const PLAY_STEP_MS = 1200;

export interface HourSliderProps {
  hour: number | null;
  onHour: (hour: number | null) => void;
  playing: boolean;
  onPlaying: (playing: boolean) => void;
  /** Rides per hour of the range (24), drawn as bars over the slider; absent while loading. */
  hours?: readonly number[];
}

/**
 * The hour of the day: a bar per hour (rides of the range in that hour) over a 0–23 slider,
 * 'All hours', and Play, which walks the hours one by one and starts over after 23.
 */
export function HourSlider({ hour, onHour, playing, onPlaying, hours }: HourSliderProps) {
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => onHour(nextHour(hour)), PLAY_STEP_MS);
    return () => clearTimeout(timer);
  }, [playing, hour, onHour]);

  const max = Math.max(1, ...(hours ?? [0]));
  return (
    <div className={`ops-heat-hours${hour === null ? ' is-all' : ''}`} data-testid="heat-hours">
      <div className="ops-heat-hours-head">
        <Button
          size="small"
          type={playing ? 'default' : 'primary'}
          onClick={() => onPlaying(!playing)}
          aria-label={playing ? 'Pause' : 'Play the hours'}
          data-testid="heat-play"
        >
          {playing ? '❚❚ Pause' : '▶ Play'}
        </Button>
        <Button
          size="small"
          type={hour === null ? 'primary' : 'default'}
          onClick={() => {
            onPlaying(false);
            onHour(null);
          }}
          data-testid="heat-all-hours"
        >
          All hours
        </Button>
        <Typography.Text strong data-testid="heat-hour-label">
          {hourLabel(hour)}
        </Typography.Text>
      </div>
      <div className="ops-heat-bars" aria-hidden>
        {Array.from({ length: HOURS_IN_DAY }, (_v, h) => {
          const count = hours?.[h] ?? 0;
          return (
            <Tooltip key={h} title={`${hourLabel(h)}: ${countText(count, 'ride')}`}>
              <button
                type="button"
                tabIndex={-1}
                className={`ops-heat-bar${hour === h ? ' is-on' : ''}`}
                data-testid={`heat-bar-${h}`}
                style={{ height: `${Math.max(4, (count / max) * 100)}%` }}
                onClick={() => {
                  onPlaying(false);
                  onHour(h);
                }}
              />
            </Tooltip>
          );
        })}
      </div>
      <Slider
        min={0}
        max={HOURS_IN_DAY - 1}
        value={hour ?? 0}
        onChange={(value: number) => {
          onPlaying(false);
          onHour(value);
        }}
        marks={{ 0: '00', 6: '06', 12: '12', 18: '18', 23: '23' }}
        tooltip={{ formatter: (value) => hourLabel(value ?? null) }}
        ariaLabelForHandle="Hour of the day"
        data-testid="heat-hour-slider"
      />
    </div>
  );
}
