/** How long something has waited, read at a glance: '45m', '5h 20m', then whole days. */
export function formatAge(minutes: number): string {
  const whole = Math.max(0, Math.floor(minutes));
  if (whole < 60) return `${whole}m`;
  if (whole < 48 * 60) return `${Math.floor(whole / 60)}h ${String(whole % 60).padStart(2, '0')}m`;
  return `${Math.floor(whole / 1440)} days`;
}
