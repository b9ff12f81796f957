import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { parseFilters } from '@ops/shared/lists/listRequest';
import { RIDES_LIST } from '@ops/shared/lists/rides';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';
import { liveFromAdded } from '../../lib/liveCacheEntry';
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
      // Rides heard during the first load are applied after it, in order: both patches are keyed
      // by the ride's id, so one the answer already holds changes nothing.
      async onCacheEntryAdded(args, lifecycle) {
        const parsed = parseFilters(RIDES_LIST, args.filters);
        if (!parsed.ok) return;
        const filters = parsed.value;
        const rowsPerPage = args.rowsPerPage ?? RIDES_LIST.pageSize;
        const { updateCachedData } = lifecycle;
        await liveFromAdded(
          lifecycle,
          (hold) => [
            ...(takesNewRides(args)
              ? [
                  onRealtime(
                    REALTIME_EVENTS.NEW_ON_GOING_RIDE,
                    hold((payload) => {
                      const row = ongoingRideRow(payload);
                      updateCachedData((page) => withOngoingRide(page, row, filters, rowsPerPage));
                    }),
                  ),
                ]
              : []),
            onRealtime(
              REALTIME_EVENTS.NEW_SUCCESS_RIDE,
              hold((payload) => {
                const row = successRideRow(payload);
                updateCachedData((page) => withSuccessRide(page, row, filters, rowsPerPage));
              }),
            ),
          ],
          { kind: 'replay' },
        );
      },
    }),
  }),
});

export const { useRidesListQuery } = ridesApi;
