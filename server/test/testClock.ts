import type { Clock } from '../src/platform/deps';

/** A clock tests move by hand; it starts at the real time so tokens look ordinary. */
export class TestClock implements Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}
