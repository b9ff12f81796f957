/**
 * The three shifts of 02 §9 / 03 §9 ("Shifts morning, night, overnight"). The spec gives no
 * hours and the attendance code keeps none (a support shift is whenever an agent checks in), so
 * the targets' per-shift averages use these Cairo-time hours, eight each, covering the day:
 * morning 08:00–16:00, night 16:00–24:00, overnight 00:00–08:00.
 */
import { SHIFTS } from './labels';

export type Shift = (typeof SHIFTS)[number];
export { SHIFTS };

/** [first hour, hour after the last), Cairo local time. */
export const SHIFT_HOURS: Record<Shift, readonly [number, number]> = {
  morning: [8, 16],
  night: [16, 24],
  overnight: [0, 8],
};

export const SHIFT_LABELS: Record<Shift, string> = {
  morning: 'Morning',
  night: 'Night',
  overnight: 'Overnight',
};

/** The shift a Cairo hour (0–23) falls in. */
export function shiftOfHour(hour: number): Shift {
  for (const shift of SHIFTS) {
    const [from, to] = SHIFT_HOURS[shift];
    if (hour >= from && hour < to) return shift;
  }
  throw new RangeError(`Not an hour of the day: ${hour}`);
}
