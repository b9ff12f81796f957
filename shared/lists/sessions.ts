import { z } from 'zod';
import { sessionsLocationError } from '../rules/sessionsFilter';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);
/** Coordinates are plain numbers here; their range is the rule's (with the rule's words). */
const coordinate = z.number();

/**
 * The sessions filter of App Sessions and Ops Sessions (02 §5): the date range the session
 * started in, a circle (latitude, longitude, radius in meters: all or none, |lat| and |lng|
 * at most 180, shared/rules/sessionsFilter.ts), one user and one area.
 */
export const sessionsFilterSchema = z.strictObject({
  date: dateRangeSchema.optional(),
  lat: coordinate.optional(),
  lng: coordinate.optional(),
  radius: coordinate.optional(),
  user: id.optional(),
  area: id.optional(),
});

export type SessionsFilters = z.infer<typeof sessionsFilterSchema>;

export const SESSIONS_SORT_FIELDS = ['startedAt'] as const;
export type SessionsSortField = (typeof SESSIONS_SORT_FIELDS)[number];

/** Page sizes are not given for sessions; the other lists' 50 (25–200) is used. */
const base = {
  filters: sessionsFilterSchema,
  sortFields: SESSIONS_SORT_FIELDS,
  defaultSort: { fieldName: 'startedAt', sortType: 'desc' },
  pageSize: 50,
  pageSizeOptions: [25, 50, 100, 150, 200],
  check: (filters: SessionsFilters) => sessionsLocationError(filters),
} as const satisfies Omit<ListDefinition<SessionsFilters, SessionsSortField>, 'name'>;

export const APP_SESSIONS_LIST: ListDefinition<SessionsFilters, SessionsSortField> = {
  name: 'appSessions',
  ...base,
};
export const OPS_SESSIONS_LIST: ListDefinition<SessionsFilters, SessionsSortField> = {
  name: 'opsSessions',
  ...base,
};
