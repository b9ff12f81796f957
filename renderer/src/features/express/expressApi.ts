import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** Express partners (express.graphql). The page's partner is the tag `{ type: 'User', id }`: the set/remove mutations of users/actions invalidate it. */
export type ExpressPartner = G.ExpressPartnerFieldsFragment;
export type ExpressPartnersPageData = G.ExpressPartnersListQuery['getExpressPartners'];
export type ExpressRidesPage = G.ExpressRidesQuery['getExpressRides'];

export const expressApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    getExpressPartners: build.query<ExpressPartnersPageData, G.ExpressPartnersListQueryVariables>({
      query: (vars) => op(G.ExpressPartnersListDocument, vars),
      transformResponse: (r: G.ExpressPartnersListQuery) => r.getExpressPartners,
      providesTags: (page) => (page?.partners ?? []).map((p) => ({ type: 'User' as const, id: p._id })),
    }),
    getExpressPartner: build.query<ExpressPartner | null, string>({
      query: (id) => op(G.ExpressPartnerDocument, { id }),
      transformResponse: (r: G.ExpressPartnerQuery) => r.getExpressPartner ?? null,
      providesTags: (_r, _e, id) => [{ type: 'User', id }],
    }),
    getExpressRides: build.query<ExpressRidesPage, G.ExpressRidesQueryVariables>({
      query: (vars) => op(G.ExpressRidesDocument, vars),
      transformResponse: (r: G.ExpressRidesQuery) => r.getExpressRides,
      providesTags: (_r, _e, { userId }) => [{ type: 'User', id: userId }],
    }),
  }),
});

export const { useGetExpressPartnersQuery, useGetExpressPartnerQuery, useGetExpressRidesQuery } = expressApi;
