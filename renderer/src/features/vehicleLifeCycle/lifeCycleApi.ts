import { VEHICLE_LIFE_CYCLE_PAGE_SIZE } from '@ops/shared/rules/constants';
import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type LifeCycleEntry = G.VehicleLifeCycleEntryFieldsFragment;

/** What the timeline shows: one vehicle's history (the tabs) or the fleet's, filtered (the page). */
export interface LifeCycleFilters {
  vehicleId?: string;
  area?: string[];
  isOperating?: boolean;
  case?: string;
  startDate?: string;
  endDate?: string;
}

export interface LifeCyclePage {
  nextCursor: string | null;
  data: LifeCycleEntry[];
}

/** The filters as vehicleLifeCycle's arguments (empty ones left out, as 02 §4 asks). */
export function lifeCycleVariables(filters: LifeCycleFilters): G.VehicleLifeCycleCountQueryVariables {
  return {
    ...(filters.vehicleId ? { id: filters.vehicleId } : {}),
    ...(filters.area?.length ? { area: filters.area } : {}),
    ...(typeof filters.isOperating === 'boolean' ? { isOperating: filters.isOperating } : {}),
    ...(filters.case ? { case: filters.case } : {}),
    ...(filters.startDate && filters.endDate
      ? { startDate: filters.startDate, endDate: filters.endDate }
      : {}),
  };
}

const rtApi = api.enhanceEndpoints({ addTagTypes: ['LifeCycle'] });

/**
 * vehicleLifeCycle as an infinite query: each page starts after the last entry of the one
 * before (the server's keyset cursor), so loading page 500 costs what page 2 does. Actions
 * that write the life cycle invalidate { LifeCycle, LIST } and the pages load again.
 */
export const lifeCycleApi = rtApi.injectEndpoints({
  endpoints: (build) => ({
    vehicleLifeCycleTimeline: build.infiniteQuery<LifeCyclePage, LifeCycleFilters, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
      },
      query: ({ queryArg, pageParam }) =>
        op(G.VehicleLifeCyclePageDocument, {
          ...lifeCycleVariables(queryArg),
          rowsPerPage: VEHICLE_LIFE_CYCLE_PAGE_SIZE,
          after: pageParam,
        }),
      transformResponse: (r: G.VehicleLifeCyclePageQuery): LifeCyclePage => ({
        nextCursor: r.vehicleLifeCycle.nextCursor ?? null,
        data: r.vehicleLifeCycle.data,
      }),
      providesTags: [{ type: 'LifeCycle', id: 'LIST' }],
    }),
    /** The total of the same filters, asked once beside the first page (the entries do not wait for it). */
    vehicleLifeCycleCount: build.query<number, LifeCycleFilters>({
      query: (filters) => op(G.VehicleLifeCycleCountDocument, lifeCycleVariables(filters)),
      transformResponse: (r: G.VehicleLifeCycleCountQuery) => r.vehicleLifeCycle.count,
      providesTags: [{ type: 'LifeCycle', id: 'LIST' }],
    }),
  }),
});

export const { useVehicleLifeCycleTimelineInfiniteQuery, useVehicleLifeCycleCountQuery } = lifeCycleApi;
