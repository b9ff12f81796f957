import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** The review's calls (02 §7), typed from idVerification.graphql. */
export type ReviewVerification = G.IdvVerificationFieldsFragment;
export type NationalIdHolder = NonNullable<G.IdvNationalIdHolderQuery['getIDVerificationByIDNumber']>;
export type IdVerifyCheckVariables = G.IdvCheckMutationVariables;
export type IdVerifyCheckResult = G.IdvCheckMutation['idVerifyCheck'];

const idvApi = api.enhanceEndpoints({ addTagTypes: ['IdVerification'] });

// Quiet endpoints: the review words its own failures (02 §8: 'Error while verifying', the not-found view, an empty image or reason list).
export const idVerificationApi = idvApi.injectEndpoints({
  endpoints: (build) => ({
    // Endpoint names are the operation names: the store's notice listener knows them by these.
    getSinglePendingIDVerify: build.query<ReviewVerification | null, string | null>({
      extraOptions: { quiet: true },
      query: (id) => op(G.IdvSinglePendingVerifyDocument, { _id: id }),
      transformResponse: (r: G.IdvSinglePendingVerifyQuery) => r.getSinglePendingIDVerify,
      // Random mode is refetched on purpose, 3 s after an action (02 §4), so it carries no id tag.
      providesTags: (_r, _e, id) => [{ type: 'IdVerification', id: id ?? 'RANDOM' }],
    }),
    getIDVerificationByIDNumber: build.query<
      NationalIdHolder | null,
      { nationalID: string; neUserID: string }
    >({
      extraOptions: { quiet: true },
      query: (vars) => op(G.IdvNationalIdHolderDocument, vars),
      transformResponse: (r: G.IdvNationalIdHolderQuery) => r.getIDVerificationByIDNumber,
    }),
    getDeclineVerificationReasons: build.query<string[], void>({
      extraOptions: { quiet: true },
      query: () => op(G.IdvDeclineReasonsDocument),
      transformResponse: (r: G.IdvDeclineReasonsQuery) => r.getDeclineVerificationReasons,
    }),
    getIDVerificationPreSignedUrl: build.query<string, string>({
      extraOptions: { quiet: true },
      query: (imageUrl) => op(G.IdvPreSignedUrlDocument, { imageUrl }),
      transformResponse: (r: G.IdvPreSignedUrlQuery) => r.getIDVerificationPreSignedUrl,
      // Signed links live an hour on the server; refresh well before that.
      keepUnusedDataFor: 600,
    }),
    idVerifyCheck: build.mutation<IdVerifyCheckResult, IdVerifyCheckVariables>({
      extraOptions: { quiet: true },
      query: (vars) => op(G.IdvCheckDocument, vars),
      transformResponse: (r: G.IdvCheckMutation) => r.idVerifyCheck,
      invalidatesTags: (_r, _e, { _id }) => [{ type: 'IdVerification', id: _id }],
    }),
  }),
});

export const {
  useGetSinglePendingIDVerifyQuery,
  useLazyGetIDVerificationByIDNumberQuery,
  useGetDeclineVerificationReasonsQuery,
  useGetIDVerificationPreSignedUrlQuery,
  useIdVerifyCheckMutation,
} = idVerificationApi;
