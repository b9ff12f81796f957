import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { parseFilters } from '@ops/shared/lists/listRequest';
import { RIDES_LIST } from '@ops/shared/lists/rides';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { onRealtime } from '../shell/realtime';
import { ongoingRideRow, successRideRow, takesNewRides, withOngoingRide, withSuccessRide } from './liveRides';

/** The Rides page's call (02 §7 rides), typed from rides.graphql. */
export type RideRow = G.RidesListRowFragment;
export type RidesPageData = G.RidesListQuery['rides'];

export const ridesApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Not 'rides': the workspace's rides tab and the user page have endpoints of their own.
    ridesList: build.query<RidesPageData, G.RidesListQueryVariables>({
      query: (vars) => op(G.RidesListDocument, vars),
      transformResponse: (r: G.RidesListQuery) => r.rides,
      // NEW_ON_GOING_RIDE / NEW_SUCCESS_RIDE keep the page live (liveRides.ts).
      async onCacheEntryAdded(args, { cacheDataLoaded, cacheEntryRemoved, updateCachedData }) {
        const parsed = parseFilters(RIDES_LIST, args.filters);
        if (!parsed.ok) return;
        const filters = parsed.value;
        try {
          await cacheDataLoaded;
        } catch {
          return; // the entry went away before its first answer: nothing to keep live
        }
        const rowsPerPage = args.rowsPerPage ?? RIDES_LIST.pageSize;
        const offOngoing = takesNewRides(args)
          ? onRealtime(REALTIME_EVENTS.NEW_ON_GOING_RIDE, (payload) => {
              const row = ongoingRideRow(payload);
              updateCachedData((page) => withOngoingRide(page, row, filters, rowsPerPage));
            })
          : () => undefined;
        const offSuccess = onRealtime(REALTIME_EVENTS.NEW_SUCCESS_RIDE, (payload) => {
          const row = successRideRow(payload);
          updateCachedData((page) => withSuccessRide(page, row, filters, rowsPerPage));
        });
        await cacheEntryRemoved;
        offOngoing();
        offSuccess();
      },
    }),
  }),
});

export const { useRidesListQuery } = ridesApi;
