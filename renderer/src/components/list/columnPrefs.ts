/**
 * The column chooser's memory (issue 7 §1: show, hide and reorder columns, remembered per
 * user and list). Prefs name columns by key; columns the code adds later appear in their
 * place, columns it removes are forgotten, and at least one column always stays visible.
 */

export interface ColumnPrefs {
  /** Every column key, in the order shown. */
  order: string[];
  hidden: string[];
}

export type ColumnPrefsAction =
  { type: 'toggle'; key: string } | { type: 'move'; key: string; to: number } | { type: 'reset' };

export const defaultColumnPrefs = (
  keys: readonly string[],
  hiddenByDefault: readonly string[] = [],
): ColumnPrefs => ({
  order: [...keys],
  hidden: hiddenByDefault.filter((key) => keys.includes(key)),
});

/** Saved prefs against today's columns: unknown keys dropped, new keys inserted after their neighbour in the code's order. */
export function reconcileColumnPrefs(
  saved: ColumnPrefs | null,
  keys: readonly string[],
  hiddenByDefault: readonly string[] = [],
): ColumnPrefs {
  if (!saved) return defaultColumnPrefs(keys, hiddenByDefault);
  const order = saved.order.filter((key) => keys.includes(key));
  keys.forEach((key, index) => {
    if (order.includes(key)) return;
    const before = keys
      .slice(0, index)
      .reverse()
      .find((k) => order.includes(k));
    order.splice(before === undefined ? 0 : order.indexOf(before) + 1, 0, key);
  });
  const hidden = saved.hidden.filter((key) => keys.includes(key));
  return hidden.length >= order.length ? { order, hidden: [] } : { order, hidden };
}

export function columnPrefsReducer(
  prefs: ColumnPrefs,
  action: ColumnPrefsAction,
  defaults: ColumnPrefs = defaultColumnPrefs(prefs.order),
): ColumnPrefs {
  switch (action.type) {
    case 'toggle': {
      if (!prefs.order.includes(action.key)) return prefs;
      if (prefs.hidden.includes(action.key))
        return { ...prefs, hidden: prefs.hidden.filter((key) => key !== action.key) };
      // The last visible column cannot go: an empty table looks broken, not filtered.
      if (prefs.order.length - prefs.hidden.length <= 1) return prefs;
      return { ...prefs, hidden: [...prefs.hidden, action.key] };
    }
    case 'move': {
      const from = prefs.order.indexOf(action.key);
      if (from < 0) return prefs;
      const to = Math.max(0, Math.min(prefs.order.length - 1, action.to));
      if (to === from) return prefs;
      const order = prefs.order.filter((key) => key !== action.key);
      order.splice(to, 0, action.key);
      return { ...prefs, order };
    }
    case 'reset':
      return { order: [...defaults.order], hidden: [...defaults.hidden] };
  }
}

/** The columns to render, in the chosen order, without the hidden ones. */
export function visibleColumns<C extends { key: string }>(columns: readonly C[], prefs: ColumnPrefs): C[] {
  const byKey = new Map(columns.map((column) => [column.key, column]));
  return prefs.order
    .filter((key) => !prefs.hidden.includes(key))
    .flatMap((key) => (byKey.has(key) ? [byKey.get(key)!] : []));
}

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

export const columnPrefsKey = (userId: string | null, list: string): string =>
  `ops.listColumns.${userId ?? 'anonymous'}.${list}`;

function defaultStore(): KeyValueStore | null {
  // Private windows and some embedded contexts throw on access instead of returning null.
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function parseColumnPrefs(raw: string | null): ColumnPrefs | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ColumnPrefs> | null;
    const strings = (list: unknown): list is string[] =>
      Array.isArray(list) && list.every((item) => typeof item === 'string');
    if (!value || !strings(value.order) || !strings(value.hidden)) return null;
    return { order: value.order, hidden: value.hidden };
  } catch {
    return null;
  }
}

export function loadColumnPrefs(
  key: string,
  store: KeyValueStore | null = defaultStore(),
): ColumnPrefs | null {
  try {
    return parseColumnPrefs(store?.getItem(key) ?? null);
  } catch {
    return null;
  }
}

export function saveColumnPrefs(
  key: string,
  prefs: ColumnPrefs,
  store: KeyValueStore | null = defaultStore(),
): void {
  try {
    store?.setItem(key, JSON.stringify(prefs));
  } catch {
    // A full or blocked storage loses the choice for next time; the table still shows it now.
  }
}
