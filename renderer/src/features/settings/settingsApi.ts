import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type PaymentMethodRow = G.PaymentMethodFieldsFragment;
export type RatingRecommendationRow =
  G.SettingsRatingRecommendationsQuery['getRatingRecommendations'][number];
export type RateLimitOverview = G.SettingsRateLimitsQuery['getRateLimits'];
export type ThirdPartyLimitRow = G.SettingsThirdPartyLimitsQuery['getThirdPartyLimits'][number];
export type RidePriceRow = G.SettingsRidePricesQuery['getRidePrices'][number];
export type RidePriceChangeRow = G.SettingsRidePriceHistoryQuery['getRidePriceHistory'][number];
export type PushNotificationRow = G.PushNotificationFieldsFragment;

const TAGS = [
  'PaymentMethod',
  'RatingRecommendation',
  'RateLimit',
  'RidePrice',
  'PushNotification',
  'ThirdPartyLimit',
] as const;

/** The settings pages' calls (issue 12 §4); their tags are added here, so no shared file changes. */
export const settingsApi = api.enhanceEndpoints({ addTagTypes: [...TAGS] }).injectEndpoints({
  endpoints: (build) => ({
    getPaymentMethods: build.query<PaymentMethodRow[], void>({
      query: () => op(G.SettingsPaymentMethodsDocument),
      transformResponse: (r: G.SettingsPaymentMethodsQuery) => r.getPaymentMethods,
      providesTags: ['PaymentMethod'],
    }),
    setPaymentMethodEnabled: build.mutation<
      PaymentMethodRow,
      G.SettingsSetPaymentMethodEnabledMutationVariables
    >({
      query: (vars) => op(G.SettingsSetPaymentMethodEnabledDocument, vars),
      transformResponse: (r: G.SettingsSetPaymentMethodEnabledMutation) => r.setPaymentMethodEnabled,
      invalidatesTags: ['PaymentMethod'],
    }),
    reorderPaymentMethods: build.mutation<
      PaymentMethodRow[],
      G.SettingsReorderPaymentMethodsMutationVariables
    >({
      query: (vars) => op(G.SettingsReorderPaymentMethodsDocument, vars),
      transformResponse: (r: G.SettingsReorderPaymentMethodsMutation) => r.reorderPaymentMethods,
      invalidatesTags: ['PaymentMethod'],
    }),
    getRatingRecommendations: build.query<RatingRecommendationRow[], void>({
      query: () => op(G.SettingsRatingRecommendationsDocument),
      transformResponse: (r: G.SettingsRatingRecommendationsQuery) => r.getRatingRecommendations,
      providesTags: ['RatingRecommendation'],
    }),
    addRatingRecommendation: build.mutation<unknown, G.SettingsAddRatingRecommendationMutationVariables>({
      query: (vars) => op(G.SettingsAddRatingRecommendationDocument, vars),
      invalidatesTags: ['RatingRecommendation'],
    }),
    deleteRatingRecommendation: build.mutation<
      unknown,
      G.SettingsDeleteRatingRecommendationMutationVariables
    >({
      query: (vars) => op(G.SettingsDeleteRatingRecommendationDocument, vars),
      invalidatesTags: ['RatingRecommendation'],
    }),
    getRateLimits: build.query<RateLimitOverview, void>({
      query: () => op(G.SettingsRateLimitsDocument),
      transformResponse: (r: G.SettingsRateLimitsQuery) => r.getRateLimits,
      providesTags: ['RateLimit'],
    }),
    blockIp: build.mutation<unknown, G.SettingsBlockIpMutationVariables>({
      query: (vars) => op(G.SettingsBlockIpDocument, vars),
      invalidatesTags: ['RateLimit'],
    }),
    unblockIp: build.mutation<unknown, G.SettingsUnblockIpMutationVariables>({
      query: (vars) => op(G.SettingsUnblockIpDocument, vars),
      invalidatesTags: ['RateLimit'],
    }),
    getThirdPartyLimits: build.query<ThirdPartyLimitRow[], void>({
      query: () => op(G.SettingsThirdPartyLimitsDocument),
      transformResponse: (r: G.SettingsThirdPartyLimitsQuery) => r.getThirdPartyLimits,
      providesTags: ['ThirdPartyLimit'],
    }),
    getRidePrices: build.query<RidePriceRow[], void>({
      query: () => op(G.SettingsRidePricesDocument),
      transformResponse: (r: G.SettingsRidePricesQuery) => r.getRidePrices,
      providesTags: ['RidePrice'],
    }),
    getRidePriceHistory: build.query<RidePriceChangeRow[], G.SettingsRidePriceHistoryQueryVariables>({
      query: (vars) => op(G.SettingsRidePriceHistoryDocument, vars),
      transformResponse: (r: G.SettingsRidePriceHistoryQuery) => r.getRidePriceHistory,
      providesTags: ['RidePrice'],
    }),
    setRidePrice: build.mutation<unknown, G.SettingsSetRidePriceMutationVariables>({
      query: (vars) => op(G.SettingsSetRidePriceDocument, vars),
      invalidatesTags: ['RidePrice'],
    }),
    getPushNotifications: build.query<
      G.SettingsPushNotificationsQuery['getPushNotifications'],
      G.SettingsPushNotificationsQueryVariables
    >({
      query: (vars) => op(G.SettingsPushNotificationsDocument, vars),
      transformResponse: (r: G.SettingsPushNotificationsQuery) => r.getPushNotifications,
      providesTags: ['PushNotification'],
    }),
    getPushNotification: build.query<PushNotificationRow | null, G.SettingsPushNotificationQueryVariables>({
      query: (vars) => op(G.SettingsPushNotificationDocument, vars),
      transformResponse: (r: G.SettingsPushNotificationQuery) => r.getPushNotification ?? null,
      providesTags: ['PushNotification'],
    }),
    countPushAudience: build.query<number, G.SettingsPushAudienceQueryVariables>({
      query: (vars) => op(G.SettingsPushAudienceDocument, vars),
      transformResponse: (r: G.SettingsPushAudienceQuery) => r.countPushAudience,
    }),
    sendPushNotification: build.mutation<
      PushNotificationRow,
      G.SettingsSendPushNotificationMutationVariables
    >({
      query: (vars) => op(G.SettingsSendPushNotificationDocument, vars),
      transformResponse: (r: G.SettingsSendPushNotificationMutation) => r.sendPushNotification,
      invalidatesTags: ['PushNotification', 'ThirdPartyLimit'],
    }),
  }),
});

export const {
  useGetPaymentMethodsQuery,
  useSetPaymentMethodEnabledMutation,
  useReorderPaymentMethodsMutation,
  useGetRatingRecommendationsQuery,
  useAddRatingRecommendationMutation,
  useDeleteRatingRecommendationMutation,
  useGetRateLimitsQuery,
  useBlockIpMutation,
  useUnblockIpMutation,
  useGetThirdPartyLimitsQuery,
  useGetRidePricesQuery,
  useGetRidePriceHistoryQuery,
  useSetRidePriceMutation,
  useGetPushNotificationsQuery,
  useGetPushNotificationQuery,
  useCountPushAudienceQuery,
  useSendPushNotificationMutation,
} = settingsApi;
