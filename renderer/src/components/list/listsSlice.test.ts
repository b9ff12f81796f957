import { describe, expect, it } from 'vitest';
import { listQueryRemembered, listsForgotten, listsSlice, selectRememberedListQuery } from './listsSlice';

describe('the lists slice remembers the last query per list for the session', () => {
  const reduce = listsSlice.reducer;
  it('remembers, replaces and forgets', () => {
    let state = reduce(undefined, listQueryRemembered({ list: 'users', query: 'page=2' }));
    state = reduce(state, listQueryRemembered({ list: 'walletLogs', query: 'filters=%7B%7D' }));
    state = reduce(state, listQueryRemembered({ list: 'users', query: 'page=3' }));
    expect(state).toEqual({ users: 'page=3', walletLogs: 'filters=%7B%7D' });
    state = reduce(state, listQueryRemembered({ list: 'users', query: '' }));
    expect(state).toEqual({ walletLogs: 'filters=%7B%7D' });
    expect(reduce(state, listsForgotten())).toEqual({});
  });
  it('reads through a store without the slice', () => {
    expect(selectRememberedListQuery({}, 'users')).toBeUndefined();
    expect(selectRememberedListQuery({ lists: { users: 'page=2' } }, 'users')).toBe('page=2');
  });
});
