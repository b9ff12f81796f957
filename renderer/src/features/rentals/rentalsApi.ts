import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { RENTALS_LIST } from '@ops/shared/lists/rentals';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { onRealtime } from '../shell/realtime';
import { newRentalRow, takesNewRental, withNewRental } from './liveRentals';

export type DayRentalRow = G.DayRentalFieldsFragment;
export type DayRentalsPage = G.DayRentalsListQuery['getDayRentals'];

const RENTALS = { type: 'DayRental', id: 'LIST' } as const;

/** Rentals (issue 9 §4): the list, kept live by NEW_DAY_RENTAL, and the status moves. */
export const rentalsApi = api.enhanceEndpoints({ addTagTypes: ['DayRental'] }).injectEndpoints({
  endpoints: (build) => ({
    getDayRentals: build.query<DayRentalsPage, G.DayRentalsListQueryVariables>({
      query: (vars) => op(G.DayRentalsListDocument, vars),
      transformResponse: (r: G.DayRentalsListQuery) => r.getDayRentals,
      providesTags: [RENTALS],
      async onCacheEntryAdded(args, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        try {
          await cacheDataLoaded;
        } catch {
          return; // gone before its first answer: nothing to keep live
        }
        const rowsPerPage = args.rowsPerPage ?? RENTALS_LIST.pageSize;
        const off = onRealtime(REALTIME_EVENTS.NEW_DAY_RENTAL, (payload) => {
          const row = newRentalRow(payload);
          if (takesNewRental(args, row)) updateCachedData((page) => withNewRental(page, row, rowsPerPage));
        });
        await cacheEntryRemoved;
        off();
      },
    }),
    setDayRentalStatus: build.mutation<DayRentalRow, G.SetDayRentalStatusMutationVariables>({
      query: (vars) => op(G.SetDayRentalStatusDocument, vars),
      transformResponse: (r: G.SetDayRentalStatusMutation) => r.setDayRentalStatus,
      invalidatesTags: [RENTALS],
    }),
  }),
});

export const { useGetDayRentalsQuery, useSetDayRentalStatusMutation } = rentalsApi;
