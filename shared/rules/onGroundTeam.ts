/**
 * The on-ground team page (issue 9 §9; 03 §2.2 onGroundTeam pages). The spec does not say
 * what "on shift" means for field staff, and the attendance check-in for field staff is built
 * elsewhere; until it is, a technician counts as on shift while their ops app keeps reporting
 * (a location, with or without an error, in the last 30 minutes) or while they hold a task.
 */
export const ON_SHIFT_REPORT_MINUTES = 30;

export function isOnShift(lastReportAt: Date | null, holdsTask: boolean, now: Date): boolean {
  if (holdsTask) return true;
  return lastReportAt !== null && now.getTime() - lastReportAt.getTime() <= ON_SHIFT_REPORT_MINUTES * 60_000;
}

/** A link that opens a position in the system browser's map (03: external links leave the app). */
export function mapLinkOf(lat: number, lng: number): string {
  return `https://www.openstreetmap.org/?mlat=${lat.toFixed(6)}&mlon=${lng.toFixed(6)}#map=18/${lat.toFixed(6)}/${lng.toFixed(6)}`;
}
