import { QUICK_FIND_KINDS, type QuickFindKind } from '@ops/shared/rules/quickFind';
import { appPath, areaPath, ridePath, userPath, vehiclePath } from '../../app/paths';
import type { MenuGroup } from '../../app/menu';

/** One line of the switcher: where Enter goes and what the line shows. */
export interface SwitcherEntry {
  kind: QuickFindKind | 'page';
  /** Unique among entries; also cmdk's value. */
  key: string;
  label: string;
  detail: string | null;
  path: string;
}

export const RECENT_LIMIT = 8;

export const GROUP_HEADINGS: Record<SwitcherEntry['kind'], string> = {
  page: 'Pages',
  rider: 'Riders',
  vehicle: 'Vehicles',
  ride: 'Rides',
  task: 'Tasks',
  area: 'Areas',
};

const PATHS: Record<QuickFindKind, (hit: { _id: string; label: string }) => string> = {
  rider: (hit) => userPath(hit._id),
  // The vehicle page links by code, as the lists and the workspace do.
  vehicle: (hit) => vehiclePath(hit.label),
  ride: (hit) => ridePath(hit._id),
  task: (hit) => appPath(`task/${hit._id}`),
  area: (hit) => areaPath(hit._id),
};

export function hitEntry(hit: {
  kind: string;
  _id: string;
  label: string;
  detail?: string | null;
}): SwitcherEntry | null {
  const kind = QUICK_FIND_KINDS.find((known) => known === hit.kind);
  if (!kind) return null;
  return {
    kind,
    key: `${kind}:${hit._id}`,
    label: hit.label,
    detail: hit.detail ?? null,
    path: PATHS[kind](hit),
  };
}

/** The pages of the user's own menu (already filtered by role) whose label holds the term. */
export function pageEntries(groups: MenuGroup[], term: string): SwitcherEntry[] {
  const wanted = term.trim().toLowerCase();
  return groups.flatMap((group) =>
    group.items
      .filter((item) => item.label.toLowerCase().includes(wanted))
      .map((item) => ({
        kind: 'page' as const,
        key: `page:${item.path}`,
        label: item.label,
        detail: group.label,
        path: item.path,
      })),
  );
}

/** Stored entries that still look like entries: storage is written by older builds too. */
export function readRecent(stored: unknown[]): SwitcherEntry[] {
  return stored
    .filter((value): value is SwitcherEntry => {
      const entry = value as Partial<SwitcherEntry> | null;
      return (
        typeof entry?.key === 'string' &&
        typeof entry.label === 'string' &&
        typeof entry.path === 'string' &&
        entry.path.startsWith(appPath('')) &&
        (entry.kind === 'page' || QUICK_FIND_KINDS.some((kind) => kind === entry.kind))
      );
    })
    .slice(0, RECENT_LIMIT);
}

/** The newest pick first, no repeats, at most RECENT_LIMIT. */
export function rememberPick(recent: SwitcherEntry[], picked: SwitcherEntry): SwitcherEntry[] {
  return [picked, ...recent.filter((entry) => entry.key !== picked.key)].slice(0, RECENT_LIMIT);
}

/**
 * Recent picks that match the term come first (all of them when the term is empty), and
 * are left out of the groups below so no line shows twice.
 */
export function arrange(
  recent: SwitcherEntry[],
  found: SwitcherEntry[],
  term: string,
): { recent: SwitcherEntry[]; rest: SwitcherEntry[] } {
  const wanted = term.trim().toLowerCase();
  const foundKeys = new Set(found.map((entry) => entry.key));
  const recentShown = wanted
    ? recent.filter(
        (entry) =>
          foundKeys.has(entry.key) || `${entry.label} ${entry.detail ?? ''}`.toLowerCase().includes(wanted),
      )
    : recent;
  const shownKeys = new Set(recentShown.map((entry) => entry.key));
  return { recent: recentShown, rest: found.filter((entry) => !shownKeys.has(entry.key)) };
}
