import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type TargetRow = G.TargetFieldsFragment;
export type TargetActualRow = G.TargetsActualInMonthQuery['getTargetActualInMonth'][number];

interface MonthArg {
  year: number;
  month: number;
}

const TAG = 'Targets';
const monthTag = ({ year, month }: MonthArg) => ({ type: TAG, id: `${year}-${month}` }) as const;

/** /app/targets and /app/targets/actual. A change to a month refreshes both pages' view of it. */
export const targetsApi = api.enhanceEndpoints({ addTagTypes: [TAG] }).injectEndpoints({
  endpoints: (build) => ({
    targetsInMonth: build.query<TargetRow[], MonthArg>({
      query: (arg) => op(G.TargetsInMonthDocument, arg),
      transformResponse: (r: G.TargetsInMonthQuery) => r.getTargetInMonth,
      providesTags: (_r, _e, arg) => [monthTag(arg)],
    }),
    targetsActualInMonth: build.query<TargetActualRow[], MonthArg>({
      query: (arg) => op(G.TargetsActualInMonthDocument, arg),
      transformResponse: (r: G.TargetsActualInMonthQuery) => r.getTargetActualInMonth,
      providesTags: (_r, _e, arg) => [monthTag(arg)],
    }),
    updateTargets: build.mutation<TargetRow[], MonthArg & { values: string }>({
      query: (arg) => op(G.TargetsUpdateDocument, arg),
      transformResponse: (r: G.TargetsUpdateMutation) => r.updateTargetInMonth,
      invalidatesTags: (_r, _e, arg) => [monthTag(arg)],
    }),
    addAreaToTarget: build.mutation<G.TargetsAddAreaMutation['addAreaToTarget'], MonthArg & { area: string }>(
      {
        query: (arg) => op(G.TargetsAddAreaDocument, arg),
        transformResponse: (r: G.TargetsAddAreaMutation) => r.addAreaToTarget,
        invalidatesTags: (_r, _e, arg) => [monthTag(arg)],
      },
    ),
    duplicateLastMonth: build.mutation<TargetRow[], MonthArg>({
      query: (arg) => op(G.TargetsDuplicateLastMonthDocument, arg),
      transformResponse: (r: G.TargetsDuplicateLastMonthMutation) => r.duplicateTargetsForLastMonth,
      invalidatesTags: (_r, _e, arg) => [monthTag(arg)],
    }),
  }),
});

export const {
  useTargetsInMonthQuery,
  useTargetsActualInMonthQuery,
  useUpdateTargetsMutation,
  useAddAreaToTargetMutation,
  useDuplicateLastMonthMutation,
} = targetsApi;
