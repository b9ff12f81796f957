import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { RENTALS_LIST } from '@ops/shared/lists/rentals';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { liveFromAdded } from '../../lib/liveCacheEntry';
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
      // A booking heard during the first load is added after it (once: withNewRental is keyed by id).
      async onCacheEntryAdded(args, lifecycle) {
        const rowsPerPage = args.rowsPerPage ?? RENTALS_LIST.pageSize;
        await liveFromAdded(
          lifecycle,
          (hold) => [
            onRealtime(
              REALTIME_EVENTS.NEW_DAY_RENTAL,
              hold((payload) => {
                const row = newRentalRow(payload);
                if (takesNewRental(args, row))
                  lifecycle.updateCachedData((page) => withNewRental(page, row, rowsPerPage));
              }),
            ),
          ],
          { kind: 'replay' },
        );
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
