import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { signedOut, authFailed, accessRestricted } from '../auth/sessionSlice';

/**
 * Live connection (03 §4): the top bar shows connected only when the socket is
 * connected AND the browser is online; the user can switch live updates off and on.
 */
export interface ConnectionState {
  socketConnected: boolean;
  browserOnline: boolean;
  /** The user's choice from the top-bar toggle. */
  liveEnabled: boolean;
}

const initialState: ConnectionState = {
  socketConnected: false,
  browserOnline: typeof navigator === 'undefined' ? true : navigator.onLine,
  liveEnabled: true,
};

export const isLive = (state: ConnectionState): boolean => state.socketConnected && state.browserOnline;

export const connectionSlice = createSlice({
  name: 'connection',
  initialState,
  reducers: {
    socketStatusChanged(state, action: PayloadAction<boolean>) {
      state.socketConnected = action.payload;
    },
    browserOnlineChanged(state, action: PayloadAction<boolean>) {
      state.browserOnline = action.payload;
    },
    liveToggled(state, action: PayloadAction<boolean>) {
      state.liveEnabled = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder.addMatcher(
      (action) => signedOut.match(action) || authFailed.match(action) || accessRestricted.match(action),
      (state) => ({ ...initialState, browserOnline: state.browserOnline }),
    );
  },
  selectors: {
    selectIsLive: isLive,
    selectLiveEnabled: (state) => state.liveEnabled,
    selectBrowserOnline: (state) => state.browserOnline,
  },
});

export const { socketStatusChanged, browserOnlineChanged, liveToggled } = connectionSlice.actions;
export const { selectIsLive, selectLiveEnabled, selectBrowserOnline } = connectionSlice.selectors;
