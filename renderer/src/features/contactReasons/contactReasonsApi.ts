import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type ContactReasonCategory = G.ContactReasonCategoryFieldsFragment;
export type ContactReason = G.ContactReasonFieldsFragment;

const CATEGORIES = { type: 'ContactReasonCategory', id: 'LIST' } as const;
const REASONS = { type: 'ContactReason', id: 'LIST' } as const;

/** Contact reasons and their categories (issue 9 §3). A category change shows on the reasons page too. */
export const contactReasonsApi = api
  .enhanceEndpoints({ addTagTypes: ['ContactReasonCategory', 'ContactReason'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getContactReasonCategories: build.query<ContactReasonCategory[], void>({
        query: () => op(G.ContactReasonCategoriesDocument),
        transformResponse: (r: G.ContactReasonCategoriesQuery) => r.getContactReasonCategories,
        providesTags: [CATEGORIES],
      }),
      getContactReasons: build.query<ContactReason[], G.ContactReasonsQueryVariables>({
        query: (vars) => op(G.ContactReasonsDocument, vars),
        transformResponse: (r: G.ContactReasonsQuery) => r.getContactReasons,
        providesTags: [REASONS],
      }),
      createContactReasonCategory: build.mutation<
        ContactReasonCategory,
        G.CreateContactReasonCategoryMutationVariables
      >({
        query: (vars) => op(G.CreateContactReasonCategoryDocument, vars),
        transformResponse: (r: G.CreateContactReasonCategoryMutation) => r.createContactReasonCategory,
        invalidatesTags: [CATEGORIES],
      }),
      editContactReasonCategory: build.mutation<
        ContactReasonCategory,
        G.EditContactReasonCategoryMutationVariables
      >({
        query: (vars) => op(G.EditContactReasonCategoryDocument, vars),
        transformResponse: (r: G.EditContactReasonCategoryMutation) => r.editContactReasonCategory,
        invalidatesTags: [CATEGORIES, REASONS],
      }),
      orderContactReasonCategories: build.mutation<
        ContactReasonCategory[],
        G.OrderContactReasonCategoriesMutationVariables
      >({
        query: (vars) => op(G.OrderContactReasonCategoriesDocument, vars),
        transformResponse: (r: G.OrderContactReasonCategoriesMutation) => r.orderContactReasonCategories,
        invalidatesTags: [CATEGORIES, REASONS],
      }),
      createContactReason: build.mutation<ContactReason, G.CreateContactReasonMutationVariables>({
        query: (vars) => op(G.CreateContactReasonDocument, vars),
        transformResponse: (r: G.CreateContactReasonMutation) => r.createContactReason,
        invalidatesTags: [REASONS, CATEGORIES],
      }),
      editContactReason: build.mutation<ContactReason, G.EditContactReasonMutationVariables>({
        query: (vars) => op(G.EditContactReasonDocument, vars),
        transformResponse: (r: G.EditContactReasonMutation) => r.editContactReason,
        invalidatesTags: [REASONS, CATEGORIES],
      }),
      orderContactReasons: build.mutation<ContactReason[], G.OrderContactReasonsMutationVariables>({
        query: (vars) => op(G.OrderContactReasonsDocument, vars),
        transformResponse: (r: G.OrderContactReasonsMutation) => r.orderContactReasons,
        invalidatesTags: [REASONS],
      }),
    }),
  });

export const {
  useGetContactReasonCategoriesQuery,
  useGetContactReasonsQuery,
  useCreateContactReasonCategoryMutation,
  useEditContactReasonCategoryMutation,
  useOrderContactReasonCategoriesMutation,
  useCreateContactReasonMutation,
  useEditContactReasonMutation,
  useOrderContactReasonsMutation,
} = contactReasonsApi;
