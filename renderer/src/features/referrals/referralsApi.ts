import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** The referral lists, their totals and last month's top riders (02 §7), typed from referrals.graphql. */
export type ReferralListRow = G.ReferralListRowFragment;
export type ReferralListPage = G.ReferredUsersListQuery['getReferredUsers'];
export type TopRiders = G.TopRidersFieldsFragment;

export const referralsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // Not 'getReferredUsers': the user page's one-user endpoints carry the operation names.
    referredUsersList: build.query<ReferralListPage, G.ReferredUsersListQueryVariables>({
      query: (vars) => op(G.ReferredUsersListDocument, vars),
      transformResponse: (r: G.ReferredUsersListQuery) => r.getReferredUsers,
    }),
    referInitiatorsList: build.query<ReferralListPage, G.ReferInitiatorsListQueryVariables>({
      query: (vars) => op(G.ReferInitiatorsListDocument, vars),
      transformResponse: (r: G.ReferInitiatorsListQuery) => r.getReferInitiator,
    }),
    referralTotals: build.query<G.ReferralTotalsQuery, void>({
      query: () => op(G.ReferralTotalsDocument),
    }),
    topRidersLastMonth: build.query<TopRiders, { areaId?: string }>({
      query: ({ areaId }) =>
        areaId
          ? op(G.TopRidersByAreaLastMonthDocument, { areaId })
          : op(G.TopRidersLastMonthDocument, { limit: null }),
      transformResponse: (r: Partial<G.TopRidersLastMonthQuery & G.TopRidersByAreaLastMonthQuery>) =>
        (r.getTopRidersByAreaLastMonth ?? r.getTopRidersLastMonth)!,
    }),
  }),
});

export const {
  useReferredUsersListQuery,
  useReferInitiatorsListQuery,
  useReferralTotalsQuery,
  useTopRidersLastMonthQuery,
} = referralsApi;
