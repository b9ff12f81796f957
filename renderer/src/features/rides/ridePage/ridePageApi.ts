import { api, op } from '../../../app/api';
import * as G from '../../../generated/graphql';

export type RideDetails = G.RidePageRideQuery['getRide'];
export type RidePageRide = RideDetails['ride'];

const rideTag = (id: string) => ({ type: 'Ride' as const, id });

/**
 * The ride page's calls. The page also uses the workspace's End and pay, End for Free and
 * image upload; those invalidate 'TaskRides' (the rides a task shows), so the page's ride
 * carries that tag too and is read again after them without wiring each dialog.
 */
export const ridePageApi = api
  .enhanceEndpoints({ addTagTypes: ['Ride', 'TaskRides', 'WalletLogs'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getRide: build.query<RideDetails, string>({
        // The page words its own not-found and refusal states.
        extraOptions: { quiet: true },
        query: (id) => op(G.RidePageRideDocument, { id }),
        transformResponse: (r: G.RidePageRideQuery) => r.getRide,
        providesTags: (_r, _e, id) => [rideTag(id), { type: 'TaskRides', id: 'LIST' }],
      }),
      endRidePay: build.mutation<unknown, { id: string; riderId: string }>({
        extraOptions: { quiet: true },
        query: ({ id }) => op(G.RidePageEndRidePayDocument, { id }),
        invalidatesTags: (_r, _e, { id, riderId }) => [
          rideTag(id),
          { type: 'TaskRides', id: 'LIST' },
          { type: 'WalletLogs', id: riderId },
        ],
      }),
      compensateWithoutEnding: build.mutation<
        G.RidePageCompensateMutation['compensateWithoutEnding'],
        G.RidePageCompensateMutationVariables
      >({
        extraOptions: { quiet: true },
        query: (vars) => op(G.RidePageCompensateDocument, vars),
        transformResponse: (r: G.RidePageCompensateMutation) => r.compensateWithoutEnding,
        invalidatesTags: (_r, _e, { id, riderId }) => [rideTag(id), { type: 'WalletLogs', id: riderId }],
      }),
      checkRide: build.mutation<unknown, { id: string; accept: boolean }>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.RidePageCheckRideDocument, vars),
        invalidatesTags: (_r, _e, { id }) => [rideTag(id)],
      }),
    }),
  });

export const {
  useGetRideQuery,
  useEndRidePayMutation,
  useCompensateWithoutEndingMutation,
  useCheckRideMutation,
} = ridePageApi;
