import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

/** Ride Images, Ride Ratings and Untapped Rides (issue 9 §3), typed from rideReviews.graphql. */
export type ReviewRide = G.ReviewRideRowFragment;
export type ReviewRidesPage = G.RidesImagesListQuery['getRidesImages'];

const IMAGES = { type: 'RideImage', id: 'LIST' } as const;

export const rideReviewsApi = api.enhanceEndpoints({ addTagTypes: ['RideImage'] }).injectEndpoints({
  endpoints: (build) => ({
    getRidesImages: build.query<ReviewRidesPage, G.RidesImagesListQueryVariables>({
      query: (vars) => op(G.RidesImagesListDocument, vars),
      transformResponse: (r: G.RidesImagesListQuery) => r.getRidesImages,
      providesTags: [IMAGES],
    }),
    getRidesRatings: build.query<ReviewRidesPage, G.RidesRatingsListQueryVariables>({
      query: (vars) => op(G.RidesRatingsListDocument, vars),
      transformResponse: (r: G.RidesRatingsListQuery) => r.getRidesRatings,
    }),
    getUntappedRides: build.query<ReviewRidesPage, G.UntappedRidesListQueryVariables>({
      query: (vars) => op(G.UntappedRidesListDocument, vars),
      transformResponse: (r: G.UntappedRidesListQuery) => r.getUntappedRides,
    }),
    // The grid refetches: a decided photo leaves a Pending page, and the next one moves up.
    reviewRideImage: build.mutation<
      G.ReviewRideImageMutation['reviewRideImage'],
      G.ReviewRideImageMutationVariables
    >({
      query: (vars) => op(G.ReviewRideImageDocument, vars),
      transformResponse: (r: G.ReviewRideImageMutation) => r.reviewRideImage,
      invalidatesTags: [IMAGES],
    }),
  }),
});

export const {
  useGetRidesImagesQuery,
  useGetRidesRatingsQuery,
  useGetUntappedRidesQuery,
  useReviewRideImageMutation,
} = rideReviewsApi;
