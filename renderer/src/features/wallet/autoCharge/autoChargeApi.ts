import { api, op } from '../../../app/api';
import * as G from '../../../generated/graphql';

export type ChargePlan = G.WalletChargePlanFieldsFragment;
export type AutoChargeRow = G.WalletAutoChargeFieldsFragment;
export type AutoChargesPage = G.WalletAutoChargesListQuery['getWalletAutoCharges'];

const PLANS = { type: 'WalletChargePlan', id: 'LIST' } as const;
const AUTO_CHARGES = { type: 'WalletAutoCharge', id: 'LIST' } as const;

/**
 * /app/wallet-auto-charge's calls (02 §7 wallet charge plans; issue 7 §3 auto charges).
 * The tags are added here, not in app/api.ts, so this feature edits no shared file.
 */
export const autoChargeApi = api
  .enhanceEndpoints({ addTagTypes: ['WalletChargePlan', 'WalletAutoCharge'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getAllWalletChargePlan: build.query<ChargePlan[], void>({
        query: () => op(G.WalletChargePlansDocument),
        transformResponse: (r: G.WalletChargePlansQuery) => r.getAllWalletChargePlan,
        providesTags: [PLANS],
      }),
      createWalletChargePlan: build.mutation<ChargePlan, G.CreateWalletChargePlanMutationVariables>({
        query: (vars) => op(G.CreateWalletChargePlanDocument, vars),
        transformResponse: (r: G.CreateWalletChargePlanMutation) => r.createWalletChargePlan,
        invalidatesTags: [PLANS],
      }),
      editWalletChargePlan: build.mutation<ChargePlan, G.EditWalletChargePlanMutationVariables>({
        query: (vars) => op(G.EditWalletChargePlanDocument, vars),
        transformResponse: (r: G.EditWalletChargePlanMutation) => r.editWalletChargePlan,
        // The auto charges show each plan's price and amount.
        invalidatesTags: [PLANS, AUTO_CHARGES],
      }),
      deleteWalletChargePlan: build.mutation<{ _id: string }, G.DeleteWalletChargePlanMutationVariables>({
        query: (vars) => op(G.DeleteWalletChargePlanDocument, vars),
        transformResponse: (r: G.DeleteWalletChargePlanMutation) => r.deleteWalletChargePlan,
        invalidatesTags: [PLANS],
      }),
      getWalletAutoCharges: build.query<AutoChargesPage, G.WalletAutoChargesListQueryVariables>({
        query: (vars) => op(G.WalletAutoChargesListDocument, vars),
        transformResponse: (r: G.WalletAutoChargesListQuery) => r.getWalletAutoCharges,
        providesTags: [AUTO_CHARGES],
      }),
      removeWalletAutoChargeForUser: build.mutation<
        AutoChargeRow,
        G.RemoveWalletAutoChargeForUserMutationVariables
      >({
        query: (vars) => op(G.RemoveWalletAutoChargeForUserDocument, vars),
        transformResponse: (r: G.RemoveWalletAutoChargeForUserMutation) => r.removeWalletAutoChargeForUser,
        // A plan's count of auto charges drops too.
        invalidatesTags: [PLANS, AUTO_CHARGES],
      }),
    }),
  });

export const {
  useGetAllWalletChargePlanQuery,
  useCreateWalletChargePlanMutation,
  useEditWalletChargePlanMutation,
  useDeleteWalletChargePlanMutation,
  useGetWalletAutoChargesQuery,
  useRemoveWalletAutoChargeForUserMutation,
} = autoChargeApi;
