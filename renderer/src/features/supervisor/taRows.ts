import { phoneText } from '../../components/phoneText';

/**
 * The task area settings table's rows (03 §2.4, §4): view -> edit -> saving -> view,
 * cancel restores. Rows added from the add-users panel live only here until saved.
 * A pure reducer, so the row rules are tested without a DOM.
 */

export interface TaUser {
  _id: string;
  name: string;
  phoneNumber: string;
}

export interface TaArea {
  _id: string;
  name: string;
}

export interface TaValues {
  areas: TaArea[];
  allowFallbackToOtherAreas: boolean;
}

export type TaRowMode = 'view' | 'edit' | 'saving';

/** One agent's row; `V` is what the row edits (areas + fallback here, types + fallback on the settings page). */
export interface SettingRow<V> {
  user: TaUser;
  /** null until the row has been stored. */
  settingId: string | null;
  mode: TaRowMode;
  /** What the row shows in view mode and what cancel goes back to. */
  values: V;
  /** What the editors show while editing or saving. */
  draft: V;
}

/** A stored setting as the reducer takes it: the page maps the server's shape to `values`. */
export interface SettingRecord<V> {
  _id: string;
  user: TaUser;
  values: V;
}

export type SettingAction<V> =
  | { type: 'loaded'; settings: ReadonlyArray<SettingRecord<V>> }
  | { type: 'usersAdded'; users: readonly TaUser[] }
  | { type: 'edit'; userId: string }
  | { type: 'draftChanged'; userId: string; patch: Partial<V> }
  | { type: 'cancel'; userId: string }
  | { type: 'saveStarted'; userId: string }
  | { type: 'saveSucceeded'; userId: string; setting: SettingRecord<V> }
  | { type: 'saveFailed'; userId: string }
  | { type: 'removed'; userId: string };

export type TaRow = SettingRow<TaValues>;
export type TaAction = SettingAction<TaValues>;

/** 03 §2.4: a new user starts with no areas and fallback off. */
export const NEW_ROW_VALUES: TaValues = { areas: [], allowFallbackToOtherAreas: false };

const fromRecord = <V>(setting: SettingRecord<V>): SettingRow<V> => ({
  user: setting.user,
  settingId: setting._id,
  mode: 'view',
  values: setting.values,
  draft: setting.values,
});

const mapRow = <V>(
  rows: ReadonlyArray<SettingRow<V>>,
  userId: string,
  change: (row: SettingRow<V>) => SettingRow<V>,
): Array<SettingRow<V>> => rows.map((row) => (row.user._id === userId ? change(row) : row));

export function settingRowsReducer<V>(
  rows: ReadonlyArray<SettingRow<V>>,
  action: SettingAction<V>,
  blank: V,
): Array<SettingRow<V>> {
  switch (action.type) {
    case 'loaded': {
      // Unsaved rows stay on top, and a row being edited keeps its draft: a refetch
      // (after another row's save) must not throw away someone's half-done edit.
      const stored = new Set(action.settings.map((s) => s.user._id));
      const local = rows.filter((row) => row.settingId === null && !stored.has(row.user._id));
      const fresh = action.settings.map((setting) => {
        const next = fromRecord(setting);
        const current = rows.find((row) => row.user._id === setting.user._id);
        return current && current.mode !== 'view'
          ? { ...next, mode: current.mode, draft: current.draft }
          : next;
      });
      return [...local, ...fresh];
    }
    case 'usersAdded': {
      const present = new Set(rows.map((row) => row.user._id));
      const added = action.users
        .filter(
          (user, index, all) => !present.has(user._id) && all.findIndex((u) => u._id === user._id) === index,
        )
        .map((user): SettingRow<V> => ({ user, settingId: null, mode: 'edit', values: blank, draft: blank }));
      return [...added, ...rows];
    }
    case 'edit':
      return mapRow(rows, action.userId, (row) =>
        row.mode === 'view' ? { ...row, mode: 'edit', draft: row.values } : row,
      );
    case 'draftChanged':
      return mapRow(rows, action.userId, (row) =>
        row.mode === 'edit' ? { ...row, draft: { ...row.draft, ...action.patch } } : row,
      );
    case 'cancel':
      return mapRow(rows, action.userId, (row) =>
        row.mode === 'edit' ? { ...row, mode: 'view', draft: row.values } : row,
      );
    case 'saveStarted':
      return mapRow(rows, action.userId, (row) => (row.mode === 'edit' ? { ...row, mode: 'saving' } : row));
    case 'saveSucceeded':
      return mapRow(rows, action.userId, () => fromRecord(action.setting));
    case 'saveFailed':
      // Back to editing with the draft intact, so the user can retry or cancel.
      return mapRow(rows, action.userId, (row) => (row.mode === 'saving' ? { ...row, mode: 'edit' } : row));
    case 'removed':
      return rows.filter((row) => row.user._id !== action.userId);
  }
}

export const taRowsReducer = (rows: readonly TaRow[], action: TaAction): TaRow[] =>
  settingRowsReducer(rows, action, NEW_ROW_VALUES);

/** The server's area setting as the reducer takes it. */
export function areaRecord(setting: {
  _id: string;
  user: TaUser;
  areas: TaArea[];
  allowFallbackToOtherAreas: boolean;
}): SettingRecord<TaValues> {
  return {
    _id: setting._id,
    user: setting.user,
    values: { areas: setting.areas, allowFallbackToOtherAreas: setting.allowFallbackToOtherAreas },
  };
}

/** Users a role offers that are not in the table yet (the add-users multi-select). */
export function addableUsers(
  roleUsers: readonly TaUser[],
  rows: ReadonlyArray<{ user: { _id: string } }>,
): TaUser[] {
  const present = new Set(rows.map((row) => row.user._id));
  return roleUsers.filter((user) => !present.has(user._id));
}

/** 03 §2.4 autocomplete: options read phone-name. */
// 03 §2: 'phone-name'; the phone isolated left to right, or an Arabic name reorders it.
export const userOptionLabel = (user: TaUser): string => `${phoneText(user.phoneNumber)}-${user.name}`;

export const deleteConfirmText = (name: string): string =>
  `Are you sure to delete task area settings for ${name}?`;
