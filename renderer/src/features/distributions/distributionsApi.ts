import { op } from '../../app/api';
import * as G from '../../generated/graphql';
import { mapApi } from '../../components/map/mapApi';

export type DistributionRow = G.DistributionsListQuery['distributions']['distributions'][number];

const base = mapApi.enhanceEndpoints({ addTagTypes: ['Distribution'] });

/** distributions(pageNumber, rowsPerPage, filters, searchTerm) and the add-points save (03 §7). */
export const distributionsApi = base.injectEndpoints({
  endpoints: (build) => ({
    distributionsList: build.query<
      G.DistributionsListQuery['distributions'],
      G.DistributionsListQueryVariables
    >({
      query: (vars) => op(G.DistributionsListDocument, vars),
      transformResponse: (r: G.DistributionsListQuery) => r.distributions,
      providesTags: [{ type: 'Distribution', id: 'LIST' }],
    }),
    addDistribution: build.mutation<
      G.AddDistributionMutation['addDistribution'],
      G.AddDistributionMutationVariables
    >({
      query: (vars) => op(G.AddDistributionDocument, vars),
      // The new points become the area's points on every map.
      invalidatesTags: [
        { type: 'Distribution', id: 'LIST' },
        { type: 'MapArea', id: 'DISTRIBUTIONS' },
      ],
    }),
  }),
});

export const { useDistributionsListQuery, useAddDistributionMutation } = distributionsApi;
