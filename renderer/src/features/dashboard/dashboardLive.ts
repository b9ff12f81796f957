import { DASHBOARD_PARTS, isDashboardPart, type DashboardPart } from '@ops/shared/rules/dashboard';
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

/**
 * The parts of an untrusted HOME_DASHBOARD payload this dashboard shows; the others are
 * some other role's business (or nonsense), and are not read.
 */
export function pulseParts(payload: unknown, shown: readonly DashboardPart[]): DashboardPart[] {
  if (typeof payload !== 'object' || payload === null) return [];
  const parts = (payload as { parts?: unknown }).parts;
  if (!Array.isArray(parts)) return [];
  return shown.filter((part) => parts.some((named) => isDashboardPart(named) && named === part));
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
