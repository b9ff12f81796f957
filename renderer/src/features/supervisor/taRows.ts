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

export interface TaRow {
  user: TaUser;
  /** null until the row has been stored. */
  settingId: string | null;
  mode: TaRowMode;
  /** What the row shows in view mode and what cancel goes back to. */
  values: TaValues;
  /** What the editors show while editing or saving. */
  draft: TaValues;
}

export interface TaSetting extends TaValues {
  _id: string;
  user: TaUser;
}

export type TaAction =
  | { type: 'loaded'; settings: readonly TaSetting[] }
  | { type: 'usersAdded'; users: readonly TaUser[] }
  | { type: 'edit'; userId: string }
  | { type: 'draftChanged'; userId: string; patch: Partial<TaValues> }
  | { type: 'cancel'; userId: string }
  | { type: 'saveStarted'; userId: string }
  | { type: 'saveSucceeded'; userId: string; setting: TaSetting }
  | { type: 'saveFailed'; userId: string }
  | { type: 'removed'; userId: string };

/** 03 §2.4: a new user starts with no areas and fallback off. */
export const NEW_ROW_VALUES: TaValues = { areas: [], allowFallbackToOtherAreas: false };

const fromSetting = (setting: TaSetting): TaRow => {
  const values = { areas: setting.areas, allowFallbackToOtherAreas: setting.allowFallbackToOtherAreas };
  return { user: setting.user, settingId: setting._id, mode: 'view', values, draft: values };
};

const mapRow = (rows: readonly TaRow[], userId: string, change: (row: TaRow) => TaRow): TaRow[] =>
  rows.map((row) => (row.user._id === userId ? change(row) : row));

export function taRowsReducer(rows: readonly TaRow[], action: TaAction): TaRow[] {
  switch (action.type) {
    case 'loaded': {
      // Unsaved rows stay on top, and a row being edited keeps its draft: a refetch
      // (after another row's save) must not throw away someone's half-done edit.
      const stored = new Set(action.settings.map((s) => s.user._id));
      const local = rows.filter((row) => row.settingId === null && !stored.has(row.user._id));
      const fresh = action.settings.map((setting) => {
        const next = fromSetting(setting);
        const current = rows.find((row) => row.user._id === setting.user._id);
        return current && current.mode !== 'view' ? { ...next, mode: current.mode, draft: current.draft } : next;
      });
      return [...local, ...fresh];
    }
    case 'usersAdded': {
      const present = new Set(rows.map((row) => row.user._id));
      const added = action.users
        .filter((user, index, all) => !present.has(user._id) && all.findIndex((u) => u._id === user._id) === index)
        .map((user): TaRow => ({ user, settingId: null, mode: 'edit', values: NEW_ROW_VALUES, draft: NEW_ROW_VALUES }));
      return [...added, ...rows];
    }
    case 'edit':
      return mapRow(rows, action.userId, (row) => (row.mode === 'view' ? { ...row, mode: 'edit', draft: row.values } : row));
    case 'draftChanged':
      return mapRow(rows, action.userId, (row) => (row.mode === 'edit' ? { ...row, draft: { ...row.draft, ...action.patch } } : row));
    case 'cancel':
      return mapRow(rows, action.userId, (row) => (row.mode === 'edit' ? { ...row, mode: 'view', draft: row.values } : row));
    case 'saveStarted':
      return mapRow(rows, action.userId, (row) => (row.mode === 'edit' ? { ...row, mode: 'saving' } : row));
    case 'saveSucceeded':
      return mapRow(rows, action.userId, () => fromSetting(action.setting));
    case 'saveFailed':
      // Back to editing with the draft intact, so the user can retry or cancel.
      return mapRow(rows, action.userId, (row) => (row.mode === 'saving' ? { ...row, mode: 'edit' } : row));
    case 'removed':
      return rows.filter((row) => row.user._id !== action.userId);
  }
}

/** Users a role offers that are not in the table yet (the add-users multi-select). */
export function addableUsers(roleUsers: readonly TaUser[], rows: readonly TaRow[]): TaUser[] {
  const present = new Set(rows.map((row) => row.user._id));
  return roleUsers.filter((user) => !present.has(user._id));
}

/** 03 §2.4 autocomplete: options read phone-name. */
export const userOptionLabel = (user: TaUser): string => `${user.phoneNumber}-${user.name}`;

export const deleteConfirmText = (name: string): string => `Are you sure to delete task area settings for ${name}?`;
