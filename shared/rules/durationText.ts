/** Minutes out of service in words: '2 d 3 h', '45 min' (the activation cycle page and its export). */
export function durationText(minutes: number | null | undefined): string {
  if (minutes === null || minutes === undefined) return '-';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  if (days > 0) return `${days} d ${hours} h`;
  if (hours > 0) return `${hours} h ${rest} min`;
  return `${rest} min`;
}
