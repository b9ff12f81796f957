import { describe, expect, it } from 'vitest';
import {
  addableUsers,
  areaRecord,
  deleteConfirmText,
  taRowsReducer,
  userOptionLabel,
  type SettingRecord,
  type TaRow,
  type TaValues,
} from './taRows';

const user = (id: string) => ({ _id: id, name: `User ${id}`, phoneNumber: `+2010000000${id}` });
const area = (id: string) => ({ _id: id, name: `Area ${id}` });
const setting = (id: string, areas = [area('a')], fallback = true): SettingRecord<TaValues> =>
  areaRecord({ _id: `s${id}`, user: user(id), areas, allowFallbackToOtherAreas: fallback });

const loaded = (...settings: Array<SettingRecord<TaValues>>): TaRow[] =>
  taRowsReducer([], { type: 'loaded', settings });

describe('task area rows', () => {
  it('loads stored settings in view mode', () => {
    const rows = loaded(setting('1'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      settingId: 's1',
      mode: 'view',
      values: { allowFallbackToOtherAreas: true },
    });
  });

  it('adds new users at the top, no areas, fallback off, unsaved, skipping ones already shown', () => {
    const rows = taRowsReducer(loaded(setting('1')), {
      type: 'usersAdded',
      users: [user('2'), user('1'), user('2')],
    });
    expect(rows.map((r) => r.user._id)).toEqual(['2', '1']);
    expect(rows[0]).toMatchObject({
      settingId: null,
      mode: 'edit',
      values: { areas: [], allowFallbackToOtherAreas: false },
    });
  });

  it('edit -> change -> cancel restores the earlier values', () => {
    let rows = taRowsReducer(loaded(setting('1')), { type: 'edit', userId: '1' });
    rows = taRowsReducer(rows, {
      type: 'draftChanged',
      userId: '1',
      patch: { areas: [], allowFallbackToOtherAreas: false },
    });
    expect(rows[0]!.draft).toEqual({ areas: [], allowFallbackToOtherAreas: false });
    rows = taRowsReducer(rows, { type: 'cancel', userId: '1' });
    expect(rows[0]).toMatchObject({
      mode: 'view',
      draft: { areas: [area('a')], allowFallbackToOtherAreas: true },
    });
  });

  it('edit -> saving -> view with the stored answer', () => {
    let rows = taRowsReducer(loaded(setting('1')), { type: 'edit', userId: '1' });
    rows = taRowsReducer(rows, { type: 'saveStarted', userId: '1' });
    expect(rows[0]!.mode).toBe('saving');
    rows = taRowsReducer(rows, {
      type: 'saveSucceeded',
      userId: '1',
      setting: setting('1', [area('b')], false),
    });
    expect(rows[0]).toMatchObject({
      mode: 'view',
      values: { areas: [area('b')], allowFallbackToOtherAreas: false },
    });
  });

  it('a failed save goes back to editing with the draft kept', () => {
    let rows = taRowsReducer(loaded(setting('1')), { type: 'edit', userId: '1' });
    rows = taRowsReducer(rows, {
      type: 'draftChanged',
      userId: '1',
      patch: { allowFallbackToOtherAreas: false },
    });
    rows = taRowsReducer(rows, { type: 'saveStarted', userId: '1' });
    rows = taRowsReducer(rows, { type: 'saveFailed', userId: '1' });
    expect(rows[0]).toMatchObject({ mode: 'edit', draft: { allowFallbackToOtherAreas: false } });
  });

  it('ignores edits on a row that is not being edited', () => {
    const rows = loaded(setting('1'));
    expect(taRowsReducer(rows, { type: 'draftChanged', userId: '1', patch: { areas: [] } })).toEqual(rows);
    expect(taRowsReducer(rows, { type: 'saveStarted', userId: '1' })).toEqual(rows);
  });

  it('a reload keeps unsaved rows on top and an open edit', () => {
    let rows = taRowsReducer(loaded(setting('1'), setting('3')), { type: 'usersAdded', users: [user('2')] });
    rows = taRowsReducer(rows, { type: 'edit', userId: '3' });
    rows = taRowsReducer(rows, { type: 'draftChanged', userId: '3', patch: { areas: [] } });
    rows = taRowsReducer(rows, { type: 'loaded', settings: [setting('1', [area('z')]), setting('3')] });
    expect(rows.map((r) => r.user._id)).toEqual(['2', '1', '3']);
    expect(rows[1]!.values.areas).toEqual([area('z')]);
    expect(rows[2]).toMatchObject({ mode: 'edit', draft: { areas: [] } });
  });

  it('removing a row (an unsaved one only locally) drops it', () => {
    const rows = taRowsReducer(loaded(setting('1')), { type: 'usersAdded', users: [user('2')] });
    expect(taRowsReducer(rows, { type: 'removed', userId: '2' }).map((r) => r.user._id)).toEqual(['1']);
  });

  it('offers only users not in the table, labels phone-name, words the confirm', () => {
    expect(addableUsers([user('1'), user('9')], loaded(setting('1')))).toEqual([user('9')]);
    expect(userOptionLabel(user('4'))).toBe('\u2066+20100000004\u2069-User 4');
    expect(deleteConfirmText('Omar')).toBe('Are you sure to delete task area settings for Omar?');
  });
});
