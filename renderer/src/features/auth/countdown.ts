/** Whole seconds left of a `totalSeconds` wait that started at `startedAt` (ms). */
export function secondsLeft(startedAt: number, now: number, totalSeconds: number): number {
  const remainingMs = startedAt + totalSeconds * 1000 - now;
  return Math.max(0, Math.ceil(remainingMs / 1000));
}
