/**
 * A list's open drawer kept in the address (`?bill=<id>`), so a row is a real link: open in a
 * new tab, a reload or a shared link shows the same drawer, Back closes it. Pure: the hook
 * (useDrawerParam.ts) reads and writes the router with it.
 */

/** `search` ('?a=1' or 'a=1') with `name` set to `value`, or taken out for null; no leading '?'. */
export function withDrawerParam(search: string, name: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(name);
  else params.set(name, value);
  return params.toString();
}

/** The path with its query: '/app/bills?bill=b1', or the bare path when nothing is left. */
export function pathWithQuery(pathname: string, query: string): string {
  return query ? `${pathname}?${query}` : pathname;
}

/** The history entry's marker that this drawer was opened from the page (so closing goes Back). */
export const DRAWER_OPENED_STATE = 'opsDrawerOpened';

export function openedHere(state: unknown, name: string): boolean {
  return (
    typeof state === 'object' &&
    state !== null &&
    (state as Record<string, unknown>)[DRAWER_OPENED_STATE] === name
  );
}
