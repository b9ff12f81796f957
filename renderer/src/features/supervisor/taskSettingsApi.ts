import { op } from '../../app/api';
import {
  SupervisorAreaSettingsDocument,
  SupervisorDeleteAreaSettingsDocument,
  SupervisorDeleteTypeSettingsDocument,
  SupervisorRolesWithUsersDocument,
  SupervisorSearchOpsUsersDocument,
  SupervisorTypeSettingsDocument,
  SupervisorUpdateAreaSettingsDocument,
  SupervisorUpdateTypeSettingsDocument,
  type SupervisorAreaSettingsQuery,
  type SupervisorDeleteAreaSettingsMutation,
  type SupervisorDeleteTypeSettingsMutation,
  type SupervisorRolesWithUsersQuery,
  type SupervisorSearchOpsUsersQuery,
  type SupervisorTypeSettingsQuery,
  type SupervisorUpdateAreaSettingsMutation,
  type SupervisorUpdateAreaSettingsMutationVariables,
  type SupervisorUpdateTypeSettingsMutation,
  type SupervisorUpdateTypeSettingsMutationVariables,
} from '../../generated/graphql';
import { supervisorBase } from './supervisorTags';

export type AreaSetting = SupervisorAreaSettingsQuery['getTaskAssignmentAreaSettings'][number];
export type TypeSetting = SupervisorTypeSettingsQuery['getTaskAssignmentTypeSettings'][number];
export type RoleWithUsers = SupervisorRolesWithUsersQuery['getRolesWithUsers'][number];
export type OpsUser = SupervisorSearchOpsUsersQuery['searchOpsUsers'][number];

const AREA_LIST = { type: 'SupervisorAreaSetting', id: 'LIST' } as const;
const TYPE_LIST = { type: 'SupervisorTypeSetting', id: 'LIST' } as const;

// The area-settings endpoints are quiet: the page words their failures (03 §8 'Failed to load task area settings: {message}', ...).
export const supervisorSettingsApi = supervisorBase.injectEndpoints({
  endpoints: (build) => ({
    supervisorAreaSettings: build.query<AreaSetting[], void>({
      extraOptions: { quiet: true },
      query: () => op(SupervisorAreaSettingsDocument),
      transformResponse: (r: SupervisorAreaSettingsQuery) => r.getTaskAssignmentAreaSettings,
      providesTags: [AREA_LIST],
    }),
    supervisorUpdateAreaSettings: build.mutation<
      AreaSetting | null,
      SupervisorUpdateAreaSettingsMutationVariables
    >({
      extraOptions: { quiet: true },
      query: (vars) => op(SupervisorUpdateAreaSettingsDocument, vars),
      transformResponse: (r: SupervisorUpdateAreaSettingsMutation) =>
        r.updateTaskAssignmentAreaSettings ?? null,
      invalidatesTags: [AREA_LIST],
    }),
    supervisorDeleteAreaSettings: build.mutation<boolean, string>({
      extraOptions: { quiet: true },
      query: (id) => op(SupervisorDeleteAreaSettingsDocument, { id }),
      transformResponse: (r: SupervisorDeleteAreaSettingsMutation) => r.deleteTaskAssignmentAreaSettings,
      invalidatesTags: [AREA_LIST],
    }),
    supervisorTypeSettings: build.query<TypeSetting[], void>({
      query: () => op(SupervisorTypeSettingsDocument),
      transformResponse: (r: SupervisorTypeSettingsQuery) => r.getTaskAssignmentTypeSettings,
      providesTags: [TYPE_LIST],
    }),
    supervisorUpdateTypeSettings: build.mutation<TypeSetting, SupervisorUpdateTypeSettingsMutationVariables>({
      query: (vars) => op(SupervisorUpdateTypeSettingsDocument, vars),
      transformResponse: (r: SupervisorUpdateTypeSettingsMutation) => r.updateTaskAssignmentTypeSettings,
      invalidatesTags: [TYPE_LIST],
    }),
    supervisorDeleteTypeSettings: build.mutation<boolean, string>({
      query: (id) => op(SupervisorDeleteTypeSettingsDocument, { id }),
      transformResponse: (r: SupervisorDeleteTypeSettingsMutation) => r.deleteTaskAssignmentTypeSettings,
      invalidatesTags: [TYPE_LIST],
    }),
    supervisorRolesWithUsers: build.query<RoleWithUsers[], void>({
      query: () => op(SupervisorRolesWithUsersDocument),
      transformResponse: (r: SupervisorRolesWithUsersQuery) => r.getRolesWithUsers,
    }),
    supervisorSearchOpsUsers: build.query<OpsUser[], string>({
      query: (searchTerm) => op(SupervisorSearchOpsUsersDocument, { searchTerm }),
      transformResponse: (r: SupervisorSearchOpsUsersQuery) => r.searchOpsUsers,
    }),
  }),
});

export const {
  useSupervisorAreaSettingsQuery,
  useSupervisorUpdateAreaSettingsMutation,
  useSupervisorDeleteAreaSettingsMutation,
  useSupervisorTypeSettingsQuery,
  useSupervisorUpdateTypeSettingsMutation,
  useSupervisorDeleteTypeSettingsMutation,
  useSupervisorRolesWithUsersQuery,
  useSupervisorSearchOpsUsersQuery,
} = supervisorSettingsApi;
