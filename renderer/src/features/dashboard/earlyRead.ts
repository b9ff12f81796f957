import { isDashboardPart, visibleParts, type DashboardPart } from '@ops/shared/rules/dashboard';
import { can, type RoleLike } from '@ops/shared/rules/permissions/can';
import { HomeDashboardDocument, type HomeDashboardQuery } from '../../generated/graphql';
import { AnswerAhead } from '../../lib/answerAhead';
import { gqlRequest } from '../../lib/graphqlClient';
import { loadDashboardParts, loadSignedInUserId, saveDashboardParts } from '../../lib/storage';
import { DASHBOARD_PATH, APP_PREFIX } from '../../app/paths';
import { DASHBOARD_GATE } from '../../app/ruleGates';
import { partsVariables } from './dashboardLive';

/**
 * The dashboard's figures asked for at start-up beside getMyUserData rather than after it
 * (issue 29 §4): the parts are the ones this user's role showed last time, kept in storage.
 * The server gates every part as always; if the role changed meanwhile the page asks for its
 * new parts itself and this answer is dropped. Nothing is shown from it before the session is
 * confirmed: the page takes it (once) when it mounts, instead of sending the same request again.
 */

/** Older than this, an unclaimed answer is not what "figures as of" should show. */
export const EARLY_READ_FRESH_MS = 10_000;

const early = new AnswerAhead<HomeDashboardQuery>(EARLY_READ_FRESH_MS);

const keyOf = (parts: readonly DashboardPart[]): string => parts.join(',');

/** Where a start-up lands on the dashboard: its own address, or the root and /app that lead there. */
export function landsOnDashboard(where: { protocol: string; pathname: string; hash: string }): boolean {
  // The desktop build loaded from files routes by the hash (app/router.tsx).
  const path = where.protocol === 'file:' ? where.hash.replace(/^#/, '') || '/' : where.pathname;
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return trimmed === '/' || trimmed === APP_PREFIX || trimmed === DASHBOARD_PATH;
}

/** The parts kept for the stored user, checked one by one; null when there is nothing usable. */
export function storedParts(stored: readonly string[] | null): DashboardPart[] | null {
  if (stored === null) return null;
  const parts = stored.filter(isDashboardPart);
  return parts.length > 0 && parts.length === stored.length ? parts : null;
}

/**
 * Sends the dashboard's query now if this start-up lands on it and the last session's parts are
 * known. True when it did.
 */
export function startEarlyDashboardRead(
  where: { protocol: string; pathname: string; hash: string },
  now = Date.now(),
): boolean {
  early.drop();
  if (!landsOnDashboard(where)) return false;
  const userId = loadSignedInUserId();
  const parts = userId === null ? null : storedParts(loadDashboardParts(userId));
  if (parts === null) return false;
  early.put(keyOf(parts), gqlRequest(HomeDashboardDocument, partsVariables(parts)), now);
  return true;
}

/** The early answer for exactly these parts, once, if it is still fresh; else null. */
export function takeEarlyDashboardRead(
  parts: readonly DashboardPart[],
  now = Date.now(),
): Promise<HomeDashboardQuery> | null {
  return early.take(keyOf(parts), now);
}

/** Sign-out, or a sign-in as someone: an answer read with the old token is nobody's now. */
export function dropEarlyDashboardRead(): void {
  early.drop();
}

/** What the dashboard will ask for with this role; none when the role cannot open it. */
export function dashboardPartsFor(role: RoleLike | null | undefined): DashboardPart[] {
  return can(role, DASHBOARD_GATE) ? visibleParts(role) : [];
}

/** Kept at each session's start for the next start-up's early read. */
export function rememberDashboardParts(userId: string, role: RoleLike | null | undefined): void {
  saveDashboardParts(userId, dashboardPartsFor(role));
}
