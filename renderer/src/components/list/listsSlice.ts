import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/**
 * The `lists` slice (ARCHITECTURE: client state): the last query of each list for the
 * session, so coming back to a list from a row finds the filters as they were. The URL
 * is the truth while a list is open; this is only its memory.
 */
export type ListsState = Record<string, string>;

const initialState: ListsState = {};

export const listsSlice = createSlice({
  name: 'lists',
  initialState,
  reducers: {
    listQueryRemembered(state, action: PayloadAction<{ list: string; query: string }>) {
      if (action.payload.query) state[action.payload.list] = action.payload.query;
      else delete state[action.payload.list];
    },
    listsForgotten() {
      return initialState;
    },
  },
});

export const { listQueryRemembered, listsForgotten } = listsSlice.actions;

/**
 * Reads through a state that may not have the slice yet: the kit is written before the
 * store registers it (app/store.ts: add `listsSlice` to combineSlices), and a list must
 * work either way, just without memory.
 */
export const selectRememberedListQuery = (state: object, list: string): string | undefined =>
  (state as { lists?: ListsState }).lists?.[list];
