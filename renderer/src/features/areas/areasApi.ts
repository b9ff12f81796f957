import { op } from '../../app/api';
import * as G from '../../generated/graphql';
import { mapApi } from '../../components/map/mapApi';

/** The area page's calls; a save refreshes the map's areas everywhere. */
export const areasApi = mapApi.injectEndpoints({
  endpoints: (build) => ({
    areaPage: build.query<G.AreaPageQuery['area'], string>({
      query: (id) => op(G.AreaPageDocument, { id }),
      // The page shows its own state (components/queryState): no notice on top.
      extraOptions: { quiet: true },
      transformResponse: (r: G.AreaPageQuery) => r.area,
      providesTags: (_r, _e, id) => [{ type: 'MapArea', id }],
    }),
    updateArea: build.mutation<G.UpdateAreaMutation['updateArea'], G.UpdateAreaMutationVariables>({
      query: (vars) => op(G.UpdateAreaDocument, vars),
      transformResponse: (r: G.UpdateAreaMutation) => r.updateArea,
      invalidatesTags: (_r, _e, vars) => [
        { type: 'MapArea', id: vars.id },
        { type: 'MapArea', id: 'LIST' },
      ],
    }),
  }),
});

export const { useAreaPageQuery, useUpdateAreaMutation } = areasApi;
