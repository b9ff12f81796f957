import { useCallback, useMemo, useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectUser } from '../../features/auth/sessionSlice';
import {
  columnPrefsKey,
  columnPrefsReducer,
  defaultColumnPrefs,
  loadColumnPrefs,
  reconcileColumnPrefs,
  saveColumnPrefs,
  type ColumnPrefs,
  type ColumnPrefsAction,
} from './columnPrefs';

/** The column chooser's state for one list, loaded from and saved to this user's storage. */
export function useColumnPrefs(
  list: string,
  keys: readonly string[],
  hiddenByDefault: readonly string[] = [],
): [ColumnPrefs, (action: ColumnPrefsAction) => void] {
  const userId = useAppSelector(selectUser)?._id ?? null;
  const storageKey = columnPrefsKey(userId, list);
  const keysText = keys.join('\u0000');
  const hiddenText = hiddenByDefault.join('\u0000');
  // Recomputed when the user, the list or the code's columns change.
  const defaults = useMemo(
    () => defaultColumnPrefs(keysText.split('\u0000'), hiddenText ? hiddenText.split('\u0000') : []),
    [keysText, hiddenText],
  );
  const [changed, setChanged] = useState<{ key: string; prefs: ColumnPrefs } | null>(null);
  const prefs = useMemo(
    () =>
      changed?.key === storageKey
        ? changed.prefs
        : reconcileColumnPrefs(loadColumnPrefs(storageKey), defaults.order, defaults.hidden),
    [changed, storageKey, defaults],
  );
  const dispatch = useCallback(
    (action: ColumnPrefsAction) => {
      const next = reconcileColumnPrefs(
        columnPrefsReducer(prefs, action, defaults),
        defaults.order,
        defaults.hidden,
      );
      saveColumnPrefs(storageKey, next);
      setChanged({ key: storageKey, prefs: next });
    },
    [prefs, defaults, storageKey],
  );
  return [prefs, dispatch];
}
