import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** Custody transfers (03 §7): getCustodyTransfers counts pages from 0, the list kit from 1. */
export type CustodyRow = G.CustodyTransferRowFragment;

export const custodyApi = api.enhanceEndpoints({ addTagTypes: ['CustodyTransfers'] }).injectEndpoints({
  endpoints: (build) => ({
    getCustodyTransfers: build.query<G.CustodyTransfersQuery['getCustodyTransfers'], ListRequestInput>({
      query: (request) =>
        op(G.CustodyTransfersDocument, {
          pageNumber: Math.max(0, (request.pageNumber ?? 1) - 1),
          rowsPerPage: request.rowsPerPage ?? undefined,
          filters: request.filters ?? undefined,
        }),
      transformResponse: (r: G.CustodyTransfersQuery) => r.getCustodyTransfers,
      providesTags: ['CustodyTransfers'],
    }),
    getCustodyTransfer: build.query<CustodyRow, string>({
      query: (_id) => op(G.CustodyTransferDocument, { _id }),
      transformResponse: (r: G.CustodyTransferQuery) => r.getCustodyTransfer,
      providesTags: ['CustodyTransfers'],
    }),
    getCustodyTransferImagePreSignedUrl: build.query<string, string>({
      query: (imageUrl) => op(G.CustodyTransferImageDocument, { imageUrl }),
      transformResponse: (r: G.CustodyTransferImageQuery) => r.getCustodyTransferImagePreSignedUrl,
    }),
    // The workspace view words its own failure beside the button.
    resolveCustodyMismatch: build.mutation<CustodyRow, G.ResolveCustodyMismatchMutationVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.ResolveCustodyMismatchDocument, vars),
      transformResponse: (r: G.ResolveCustodyMismatchMutation) => r.resolveCustodyMismatch,
      invalidatesTags: ['CustodyTransfers'],
    }),
  }),
});

export const {
  useGetCustodyTransfersQuery,
  useGetCustodyTransferQuery,
  useGetCustodyTransferImagePreSignedUrlQuery,
  useResolveCustodyMismatchMutation,
} = custodyApi;
