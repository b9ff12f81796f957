import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type PrimePlan = G.PrimePlanFieldsFragment;
export type PrimeSubscriptionListRow = G.PrimeSubscriptionListRowFragment;
export type PrimeSubscriptionsPage = G.PrimeSubscriptionsListQuery['getPrimeSubscriptions'];

const PLANS = { type: 'PrimePlan', id: 'LIST' } as const;
const SUBSCRIPTIONS = { type: 'PrimeSubscription', id: 'LIST' } as const;

/** /app/prime's calls (02 §7 Prime). The tags are added here, so this feature edits no shared file. */
export const primeApi = api
  .enhanceEndpoints({ addTagTypes: ['PrimePlan', 'PrimeSubscription'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getPrimePlans: build.query<PrimePlan[], void>({
        query: () => op(G.PrimePlansDocument),
        transformResponse: (r: G.PrimePlansQuery) => r.getPrimePlans,
        providesTags: [PLANS],
      }),
      getPrimeSubscriptions: build.query<PrimeSubscriptionsPage, G.PrimeSubscriptionsListQueryVariables>({
        query: (vars) => op(G.PrimeSubscriptionsListDocument, vars),
        transformResponse: (r: G.PrimeSubscriptionsListQuery) => r.getPrimeSubscriptions,
        providesTags: [SUBSCRIPTIONS],
      }),
      createPrimePLan: build.mutation<PrimePlan, G.PrimeCreatePlanMutationVariables>({
        query: (vars) => op(G.PrimeCreatePlanDocument, vars),
        transformResponse: (r: G.PrimeCreatePlanMutation) => r.createPrimePLan,
        invalidatesTags: [PLANS],
      }),
      editPrimePLan: build.mutation<PrimePlan, G.PrimeEditPlanMutationVariables>({
        query: (vars) => op(G.PrimeEditPlanDocument, vars),
        transformResponse: (r: G.PrimeEditPlanMutation) => r.editPrimePLan,
        invalidatesTags: [PLANS],
      }),
      // Named apart from the workspace's and the user page's endpoints for the same operations (one api holds them all).
      primeStopPlanSubscription: build.mutation<
        G.PrimeStopSubscriptionMutation['stopPlanSubscription'],
        G.PrimeStopSubscriptionMutationVariables
      >({
        query: (vars) => op(G.PrimeStopSubscriptionDocument, vars),
        transformResponse: (r: G.PrimeStopSubscriptionMutation) => r.stopPlanSubscription,
        // SubscriptionRow words its own failure.
        extraOptions: { quiet: true },
        // A removal changes the plan's active count too.
        invalidatesTags: [SUBSCRIPTIONS, PLANS],
      }),
      primeAddPrimeFromDashboard: build.mutation<{ _id: string }, G.PrimeAddToUserMutationVariables>({
        query: (vars) => op(G.PrimeAddToUserDocument, vars),
        transformResponse: (r: G.PrimeAddToUserMutation) => r.addPrimeFromDashboard,
        invalidatesTags: [SUBSCRIPTIONS, PLANS],
      }),
    }),
  });

export const {
  useGetPrimePlansQuery,
  useGetPrimeSubscriptionsQuery,
  useCreatePrimePLanMutation,
  useEditPrimePLanMutation,
  usePrimeStopPlanSubscriptionMutation,
  usePrimeAddPrimeFromDashboardMutation,
} = primeApi;
