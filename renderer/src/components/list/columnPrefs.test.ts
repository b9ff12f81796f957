import { describe, expect, it } from 'vitest';
import {
  columnPrefsKey,
  columnPrefsReducer,
  defaultColumnPrefs,
  loadColumnPrefs,
  parseColumnPrefs,
  reconcileColumnPrefs,
  saveColumnPrefs,
  visibleColumns,
  type ColumnPrefs,
} from './columnPrefs';

const keys = ['name', 'phone', 'balance', 'trips'];
const base = defaultColumnPrefs(keys);

describe('column chooser: show, hide, reorder', () => {
  it.each<[string, ColumnPrefs, Parameters<typeof columnPrefsReducer>[1], ColumnPrefs]>([
    ['hide a column', base, { type: 'toggle', key: 'phone' }, { order: keys, hidden: ['phone'] }],
    ['show it again', { order: keys, hidden: ['phone'] }, { type: 'toggle', key: 'phone' }, base],
    [
      'the last visible column stays',
      { order: keys, hidden: ['name', 'phone', 'balance'] },
      { type: 'toggle', key: 'trips' },
      { order: keys, hidden: ['name', 'phone', 'balance'] },
    ],
    ['an unknown column is ignored', base, { type: 'toggle', key: 'x' }, base],
    [
      'move down',
      base,
      { type: 'move', key: 'name', to: 2 },
      { order: ['phone', 'balance', 'name', 'trips'], hidden: [] },
    ],
    [
      'move to the front',
      base,
      { type: 'move', key: 'trips', to: 0 },
      { order: ['trips', 'name', 'phone', 'balance'], hidden: [] },
    ],
    [
      'a move past the end stops at the end',
      base,
      { type: 'move', key: 'name', to: 99 },
      { order: ['phone', 'balance', 'trips', 'name'], hidden: [] },
    ],
    ['reset', { order: ['trips', 'name', 'phone', 'balance'], hidden: ['name'] }, { type: 'reset' }, base],
  ])('%s', (_case, prefs, action, expected) => {
    expect(columnPrefsReducer(prefs, action, base)).toEqual(expected);
  });

  it('renders in the chosen order without the hidden ones', () => {
    const columns = keys.map((key) => ({ key, title: key.toUpperCase() }));
    expect(
      visibleColumns(columns, { order: ['trips', 'name', 'phone', 'balance'], hidden: ['phone'] }).map(
        (c) => c.key,
      ),
    ).toEqual(['trips', 'name', 'balance']);
  });

  it('columns hidden by default start hidden', () => {
    expect(defaultColumnPrefs(keys, ['trips', 'gone'])).toEqual({ order: keys, hidden: ['trips'] });
  });
});

describe("saved prefs meet today's columns", () => {
  it.each<[string, ColumnPrefs | null, ColumnPrefs]>([
    ['nothing saved', null, base],
    [
      'a column removed from the code is forgotten',
      { order: ['old', 'trips', 'name', 'phone', 'balance'], hidden: ['old'] },
      { order: ['trips', 'name', 'phone', 'balance'], hidden: [] },
    ],
    [
      'a new column appears after its neighbour',
      { order: ['trips', 'name', 'balance'], hidden: [] },
      { order: ['trips', 'name', 'phone', 'balance'], hidden: [] },
    ],
    [
      'a new first column appears first',
      { order: ['trips', 'phone', 'balance'], hidden: [] },
      { order: ['name', 'trips', 'phone', 'balance'], hidden: [] },
    ],
    ['everything hidden shows everything', { order: keys, hidden: keys }, base],
  ])('%s', (_case, saved, expected) => {
    expect(reconcileColumnPrefs(saved, keys)).toEqual(expected);
  });
});

describe('remembered per user and list', () => {
  const memory = () => {
    const data = new Map<string, string>();
    return {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      data,
    };
  };
  it('saves and loads under a key per user and list', () => {
    const store = memory();
    const key = columnPrefsKey('u1', 'users');
    expect(key).toBe('ops.listColumns.u1.users');
    saveColumnPrefs(key, { order: keys, hidden: ['phone'] }, store);
    expect(loadColumnPrefs(key, store)).toEqual({ order: keys, hidden: ['phone'] });
    expect(loadColumnPrefs(columnPrefsKey('u2', 'users'), store)).toBeNull();
  });
  it.each([
    ['not JSON', '{'],
    ['wrong shape', '{"order":"x","hidden":[]}'],
    ['numbers', '{"order":[1],"hidden":[]}'],
    ['null', 'null'],
  ])('a corrupt value (%s) is ignored', (_case, raw) => {
    expect(parseColumnPrefs(raw)).toBeNull();
  });
  it('a storage that throws loses the choice quietly', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('full');
      },
    };
    expect(() => saveColumnPrefs('k', base, broken)).not.toThrow();
    expect(loadColumnPrefs('k', broken)).toBeNull();
  });
});
