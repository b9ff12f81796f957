import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type ReservationRow = G.ReservationFieldsFragment;
export type ReservationsPage = G.ReservationsListQuery['getReservations'];

/** Reservations (issue 9 §4), typed from reservations.graphql. */
export const reservationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReservations: build.query<ReservationsPage, G.ReservationsListQueryVariables>({
      query: (vars) => op(G.ReservationsListDocument, vars),
      transformResponse: (r: G.ReservationsListQuery) => r.getReservations,
    }),
  }),
});

export const { useGetReservationsQuery } = reservationsApi;
