import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type PromocodeRow = G.PromocodeFieldsFragment;
export type PromocodesPage = G.PromocodesListQuery['getPromocodes'];

const LIST = { type: 'Promocode', id: 'LIST' } as const;

/** /app/promocodes's calls. The tag is added here, so this feature edits no shared file. */
export const promocodesApi = api.enhanceEndpoints({ addTagTypes: ['Promocode'] }).injectEndpoints({
  endpoints: (build) => ({
    getPromocodes: build.query<PromocodesPage, G.PromocodesListQueryVariables>({
      query: (vars) => op(G.PromocodesListDocument, vars),
      transformResponse: (r: G.PromocodesListQuery) => r.getPromocodes,
      providesTags: [LIST],
    }),
    createPromocode: build.mutation<PromocodeRow, G.PromocodeCreateMutationVariables>({
      query: (vars) => op(G.PromocodeCreateDocument, vars),
      transformResponse: (r: G.PromocodeCreateMutation) => r.createPromocode,
      invalidatesTags: [LIST],
    }),
    editPromocode: build.mutation<PromocodeRow, G.PromocodeEditMutationVariables>({
      query: (vars) => op(G.PromocodeEditDocument, vars),
      transformResponse: (r: G.PromocodeEditMutation) => r.editPromocode,
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetPromocodesQuery, useCreatePromocodeMutation, useEditPromocodeMutation } = promocodesApi;
