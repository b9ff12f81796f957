import { api, op } from '../../app/api';
import {
  CreateRoleDocument,
  EditRoleDocument,
  GetAllRolesDocument,
  GetRoleByIdDocument,
  type CreateRoleMutation,
  type EditRoleMutation,
  type GetAllRolesQuery,
  type GetRoleByIdQuery,
  type RoleInput,
} from '../../generated/graphql';

export type RoleRecord = GetAllRolesQuery['getAllRoles'][number];

// Quiet endpoints: the roles pages word their own load and save failures.
export const rolesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAllRoles: build.query<RoleRecord[], void>({
      extraOptions: { quiet: true },
      query: () => op(GetAllRolesDocument),
      transformResponse: (r: GetAllRolesQuery) => r.getAllRoles,
      providesTags: (roles) => [
        { type: 'Role' as const, id: 'LIST' },
        ...(roles ?? []).map((role) => ({ type: 'Role' as const, id: role._id })),
      ],
    }),
    getRoleById: build.query<RoleRecord, string>({
      extraOptions: { quiet: true },
      query: (id) => op(GetRoleByIdDocument, { id }),
      transformResponse: (r: GetRoleByIdQuery) => r.getRoleById,
      providesTags: (_role, _error, id) => [{ type: 'Role', id }],
    }),
    createRole: build.mutation<RoleRecord, RoleInput>({
      extraOptions: { quiet: true },
      query: (role) => op(CreateRoleDocument, { role }),
      transformResponse: (r: CreateRoleMutation) => r.createRole,
      invalidatesTags: [{ type: 'Role', id: 'LIST' }],
    }),
    editRole: build.mutation<RoleRecord, { id: string; role: RoleInput }>({
      extraOptions: { quiet: true },
      query: ({ id, role }) => op(EditRoleDocument, { id, role }),
      transformResponse: (r: EditRoleMutation) => r.editRole,
      invalidatesTags: (_role, _error, { id }) => [
        { type: 'Role', id },
        { type: 'Role', id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetAllRolesQuery, useGetRoleByIdQuery, useCreateRoleMutation, useEditRoleMutation } =
  rolesApi;
