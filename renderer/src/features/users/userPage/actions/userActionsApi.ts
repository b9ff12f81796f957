import { api, op } from '../../../../app/api';
import * as G from '../../../../generated/graphql';

/**
 * The user page's actions. Each changes the user and adds a History entry, so each
 * refreshes both `{ type: 'User', id }` (every read of the page) and `{ type: 'UserAudit', id }`.
 * The dialogs and buttons say what went wrong themselves: the notices listener stays quiet.
 */
type Answer = G.UserActionAnswerFragment;
const touched = (id: string) => [
  { type: 'User' as const, id },
  { type: 'UserAudit' as const, id },
];

export const userActionsApi = api
  .enhanceEndpoints({ addTagTypes: ['User', 'UserAudit', 'WalletLogs'] })
  .injectEndpoints({
    endpoints: (build) => ({
      userActionToggleActivate: build.mutation<
        G.UserActionToggleActivateMutation['toggleActivate'],
        G.UserActionToggleActivateMutationVariables
      >({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionToggleActivateDocument, vars),
        transformResponse: (r: G.UserActionToggleActivateMutation) => r.toggleActivate,
        invalidatesTags: (_r, _e, { id }) => touched(id),
      }),
      blockUserFromDashboard: build.mutation<Answer, G.UserActionBlockMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionBlockDocument, vars),
        transformResponse: (r: G.UserActionBlockMutation) => r.blockUserFromDashboard,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      unblockUserFromDashboard: build.mutation<Answer, G.UserActionUnblockMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionUnblockDocument, vars),
        transformResponse: (r: G.UserActionUnblockMutation) => r.unblockUserFromDashboard,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      removeUserCard: build.mutation<Answer, G.UserActionRemoveCardMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionRemoveCardDocument, vars),
        transformResponse: (r: G.UserActionRemoveCardMutation) => r.removeUserCard,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      controlUserDeviceIdV2: build.mutation<Answer, G.UserActionControlDeviceMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionControlDeviceDocument, vars),
        transformResponse: (r: G.UserActionControlDeviceMutation) => r.controlUserDeviceIdV2,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      removeDeviceId: build.mutation<Answer, G.UserActionRemoveDeviceIdMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionRemoveDeviceIdDocument, vars),
        transformResponse: (r: G.UserActionRemoveDeviceIdMutation) => r.removeDeviceId,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      clearOpsAppDevices: build.mutation<Answer, G.UserActionClearOpsDevicesMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionClearOpsDevicesDocument, vars),
        transformResponse: (r: G.UserActionClearOpsDevicesMutation) => r.clearOpsAppDevices,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      resetUserPassword: build.mutation<Answer, G.UserActionResetPasswordMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionResetPasswordDocument, vars),
        transformResponse: (r: G.UserActionResetPasswordMutation) => r.resetUserPassword,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      resetPhoneNumberOTP: build.mutation<Answer, G.UserActionResetOtpMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionResetOtpDocument, vars),
        transformResponse: (r: G.UserActionResetOtpMutation) => r.resetPhoneNumberOTP,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      changeUserInfo: build.mutation<Answer, G.UserActionChangeInfoMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionChangeInfoDocument, vars),
        transformResponse: (r: G.UserActionChangeInfoMutation) => r.changeUserInfo,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      assignArea: build.mutation<Answer, G.UserActionAssignAreaMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionAssignAreaDocument, vars),
        transformResponse: (r: G.UserActionAssignAreaMutation) => r.assignArea,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      setExpressRider: build.mutation<Answer, G.UserActionExpressRiderMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionExpressRiderDocument, vars),
        transformResponse: (r: G.UserActionExpressRiderMutation) => r.setExpressRider,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      setExpressAdmin: build.mutation<Answer, G.UserActionExpressAdminMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionExpressAdminDocument, vars),
        transformResponse: (r: G.UserActionExpressAdminMutation) => r.setExpressAdmin,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      changeUserVerifiedNationalID: build.mutation<Answer, G.UserActionChangeNationalIdMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionChangeNationalIdDocument, vars),
        transformResponse: (r: G.UserActionChangeNationalIdMutation) => r.changeUserVerifiedNationalID,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      removeUserVerifiedNationalID: build.mutation<Answer, G.UserActionRemoveNationalIdMutationVariables>({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionRemoveNationalIdDocument, vars),
        transformResponse: (r: G.UserActionRemoveNationalIdMutation) => r.removeUserVerifiedNationalID,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      addPrimeFromDashboard: build.mutation<
        G.UserActionAddPrimeMutation['addPrimeFromDashboard'],
        G.UserActionAddPrimeMutationVariables
      >({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionAddPrimeDocument, vars),
        transformResponse: (r: G.UserActionAddPrimeMutation) => r.addPrimeFromDashboard,
        invalidatesTags: (_r, _e, { userId }) => touched(userId),
      }),
      userAutoCharges: build.query<
        G.UserActionAutoChargesQuery['getWalletAutoCharges']['autoCharges'],
        string
      >({
        query: (userId) =>
          op(G.UserActionAutoChargesDocument, { filters: JSON.stringify({ userId, status: 'active' }) }),
        transformResponse: (r: G.UserActionAutoChargesQuery) => r.getWalletAutoCharges.autoCharges,
        providesTags: (_r, _e, userId) => [{ type: 'User', id: userId }],
      }),
      removeUserAutoCharge: build.mutation<
        G.UserActionRemoveAutoChargeMutation['removeWalletAutoChargeForUser'],
        G.UserActionRemoveAutoChargeMutationVariables
      >({
        extraOptions: { quiet: true },
        query: (vars) => op(G.UserActionRemoveAutoChargeDocument, vars),
        transformResponse: (r: G.UserActionRemoveAutoChargeMutation) => r.removeWalletAutoChargeForUser,
        invalidatesTags: (_r, _e, { userIdToRemove }) => touched(userIdToRemove),
      }),
      primePlansToAdd: build.query<G.UserActionPrimePlansQuery['primePlansToAdd'], void>({
        query: () => op(G.UserActionPrimePlansDocument),
        transformResponse: (r: G.UserActionPrimePlansQuery) => r.primePlansToAdd,
      }),
    }),
  });

export const {
  useUserActionToggleActivateMutation,
  useBlockUserFromDashboardMutation,
  useUnblockUserFromDashboardMutation,
  useRemoveUserCardMutation,
  useControlUserDeviceIdV2Mutation,
  useRemoveDeviceIdMutation,
  useClearOpsAppDevicesMutation,
  useResetUserPasswordMutation,
  useResetPhoneNumberOTPMutation,
  useChangeUserInfoMutation,
  useAssignAreaMutation,
  useSetExpressRiderMutation,
  useSetExpressAdminMutation,
  useChangeUserVerifiedNationalIDMutation,
  useRemoveUserVerifiedNationalIDMutation,
  useAddPrimeFromDashboardMutation,
  usePrimePlansToAddQuery,
  useUserAutoChargesQuery,
  useRemoveUserAutoChargeMutation,
} = userActionsApi;
