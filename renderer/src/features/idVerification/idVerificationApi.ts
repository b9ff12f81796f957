import { api, op } from '../../app/api';
import {
  GetDeclineVerificationReasonsDocument,
  GetIdVerificationByIdNumberDocument,
  GetSinglePendingIdVerifyDocument,
  IdVerifyCheckDocument,
  type PendingVerification,
} from './idVerificationDocuments';

export type { PendingVerification };

export const idVerificationApi = api.enhanceEndpoints({ addTagTypes: ['IdVerification'] }).injectEndpoints({
  endpoints: (build) => ({
    getSinglePendingIDVerify: build.query<PendingVerification | null, string | null>({
      query: (id) => op(GetSinglePendingIdVerifyDocument, { _id: id }),
      transformResponse: (r: { getSinglePendingIDVerify: PendingVerification | null }) => r.getSinglePendingIDVerify,
      providesTags: (_r, _e, id) => [{ type: 'IdVerification', id: id ?? 'RANDOM' }],
    }),
    getIDVerificationByIDNumber: build.query<string | null, { nationalID: string; neUserID: string }>({
      query: (vars) => op(GetIdVerificationByIdNumberDocument, vars),
      transformResponse: (r: { getIDVerificationByIDNumber: { userId: string } | null }) => r.getIDVerificationByIDNumber?.userId ?? null,
    }),
    getDeclineVerificationReasons: build.query<string[], void>({
      query: () => op(GetDeclineVerificationReasonsDocument),
      transformResponse: (r: { getDeclineVerificationReasons: string[] }) => r.getDeclineVerificationReasons,
    }),
    idVerifyCheck: build.mutation<string, { _id: string; status: 'accepted' | 'declined'; skipped?: boolean; nationalID?: string; reason?: string; ignoreValidation?: boolean }>({
      query: (vars) => op(IdVerifyCheckDocument, vars),
      transformResponse: (r: { idVerifyCheck: { status: string } }) => r.idVerifyCheck.status,
      invalidatesTags: (_r, _e, { _id }) => [{ type: 'IdVerification', id: _id }],
    }),
  }),
});

export const {
  useGetSinglePendingIDVerifyQuery,
  useLazyGetIDVerificationByIDNumberQuery,
  useGetDeclineVerificationReasonsQuery,
  useIdVerifyCheckMutation,
} = idVerificationApi;
