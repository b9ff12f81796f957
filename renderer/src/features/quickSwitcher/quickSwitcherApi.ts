import { api, op } from '../../app/api';
import * as G from '../../generated/graphql';

export type QuickFindHit = G.QuickFindQuery['quickFind'][number];

export const quickSwitcherApi = api.injectEndpoints({
  endpoints: (build) => ({
    quickFind: build.query<QuickFindHit[], string>({
      query: (term) => op(G.QuickFindDocument, { term }),
      transformResponse: (r: G.QuickFindQuery) => r.quickFind,
      // Typing is not worth a notice per keystroke; the menu says when nothing was found.
      extraOptions: { quiet: true },
      keepUnusedDataFor: 30,
    }),
  }),
});

export const { useQuickFindQuery } = quickSwitcherApi;
