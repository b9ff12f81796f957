import { describe, expect, it } from 'vitest';
import { browserOnlineChanged, connectionSlice, isLive, socketStatusChanged } from './connectionSlice';

const reduce = connectionSlice.reducer;

describe('live connection (03 §4)', () => {
  it('is connected only when the socket is connected and the browser is online', () => {
    let state = reduce(undefined, browserOnlineChanged(true));
    expect(isLive(state)).toBe(false);
    state = reduce(state, socketStatusChanged(true));
    expect(isLive(state)).toBe(true);
    state = reduce(state, browserOnlineChanged(false));
    expect(isLive(state)).toBe(false);
    state = reduce(reduce(state, browserOnlineChanged(true)), socketStatusChanged(false));
    expect(isLive(state)).toBe(false);
  });
});
