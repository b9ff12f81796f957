import { describe, expect, it } from 'vitest';
import {
  browserOnlineChanged,
  connectionLabel,
  connectionSlice,
  isLive,
  liveToggled,
  socketStatusChanged,
} from './connectionSlice';

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

  it('says Connecting… before the first connection and Reconnecting… while the socket is away after it', () => {
    let state = reduce(undefined, browserOnlineChanged(true));
    expect(connectionLabel(state)).toBe('Connecting…');
    state = reduce(state, socketStatusChanged(true));
    expect(connectionLabel(state)).toBe('Live');
    state = reduce(state, socketStatusChanged(false));
    expect(connectionLabel(state)).toBe('Reconnecting…');
    expect(connectionLabel(reduce(state, browserOnlineChanged(false)))).toBe('Offline');
    expect(connectionLabel(reduce(state, liveToggled(false)))).toBe('Paused');
  });
});
