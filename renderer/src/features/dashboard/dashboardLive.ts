import { DASHBOARD_PARTS, type DashboardPart } from '@ops/shared/rules/dashboard';
import type { HomeDashboardPulse } from '@ops/shared/realtime/dashboardEvents';
import type { HomeDashboardQuery, HomeDashboardQueryVariables } from '../../generated/graphql';

export type HomeDashboardData = HomeDashboardQuery['homeDashboard'];

/** What the page shows: the server's figures, and the parts a live re-read failed for. */
export interface HomeDashboardView extends HomeDashboardData {
  staleParts: DashboardPart[];
}

/** The document's @include switches: exactly the parts asked for. */
export function partsVariables(parts: readonly DashboardPart[]): HomeDashboardQueryVariables {
  const on = new Set(parts);
  return Object.fromEntries(
    DASHBOARD_PARTS.map((part) => [part, on.has(part)]),
  ) as unknown as HomeDashboardQueryVariables;
}

/** The parts a HOME_DASHBOARD pulse moved that this dashboard shows; the others are some other role's business. */
export function pulseParts(pulse: HomeDashboardPulse, shown: readonly DashboardPart[]): DashboardPart[] {
  return shown.filter((part) => pulse.parts.includes(part));
}

/** Puts freshly read parts into the view; the others keep their figures. */
export function mergeParts(
  view: HomeDashboardView,
  fresh: HomeDashboardData,
  parts: readonly DashboardPart[],
): HomeDashboardView {
  const next: HomeDashboardView = {
    ...view,
    asOf: fresh.asOf,
    day: fresh.day,
    staleParts: view.staleParts.filter((p) => !parts.includes(p)),
  };
  for (const part of parts) {
    // One part at a time keeps each field's own type; a part the server did not send stays.
    if (fresh[part] !== undefined) Object.assign(next, { [part]: fresh[part] });
  }
  return next;
}

export function markStale(view: HomeDashboardView, parts: readonly DashboardPart[]): HomeDashboardView {
  return { ...view, staleParts: [...new Set([...view.staleParts, ...parts])] };
}
