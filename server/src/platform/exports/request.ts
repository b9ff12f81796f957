import {
  EXPORT_IDS_MAX,
  EXPORT_IDS_MESSAGE,
  exportProblem,
  rangeInFilters,
  withRange,
} from '@ops/shared/exports/exportRequest';
import { LIST_MESSAGES } from '@ops/shared/lists/listRequest';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { can } from '@ops/shared/rules/permissions/can';
import type { Person } from '@ops/shared/rules/permissions/editRules';
import { FILTERS_NOT_VALID } from '../lists/listQuery';
import type { ExportField, ExportModule } from './types';

export const MODULE_NOT_VALID = 'Export module is not valid';
export const FIELDS_NOT_VALID = 'Export fields are not valid';
export const EXPORT_NOT_ALLOWED = 'You do not have permission to export this data';

/** Why a request is refused, as the HTTP status and the text the client shows. */
export class ExportRefusal extends Error {
  constructor(
    readonly status: 400 | 401 | 403,
    message: string,
  ) {
    super(message);
  }
}

export interface ExportPlan {
  fields: ReadonlyArray<ExportField<unknown>>;
  /** As the module's list schema read them. */
  filters: unknown;
  /** 'Export selected': only these rows. */
  ids: string[] | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `filters` may come as an object or as the JSON text the list operation takes (what the list page already builds). */
function filtersOf(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(value);
    } catch {
      throw new ExportRefusal(400, LIST_MESSAGES.filtersNotJson);
    }
    if (isRecord(parsed)) return parsed;
  } else if (isRecord(value)) return { ...value };
  throw new ExportRefusal(400, LIST_MESSAGES.filtersNotObject);
}

/** A top-level date: absent, or an instant (read back as ISO so the list schema sees one form). */
function dateOf(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new ExportRefusal(400, FILTERS_NOT_VALID);
  return date.toISOString();
}

function idsOf(value: unknown): string[] | null {
  if (value === undefined || value === null) return null;
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > EXPORT_IDS_MAX ||
    value.some((id) => typeof id !== 'string' || id === '')
  ) {
    throw new ExportRefusal(400, EXPORT_IDS_MESSAGE);
  }
  return [...new Set(value as string[])];
}

/**
 * Checks a POST /export body for a signed-in viewer and returns what to write: the module's
 * permissions, the list's filters read by the list's own schema, the fields (those needing
 * a permission the role lacks are dropped), and the same rules the dialog runs
 * (shared/exports/exportRequest.ts), with the no-limit permission read from the session,
 * never from the body. The checked range is the one filtering the rows: top-level
 * startDate/endDate replace the filters' own, so the 95-day limit cannot be sidestepped.
 */
export function planExport(
  module: ExportModule<unknown, unknown>,
  viewer: Person,
  body: Record<string, unknown>,
  now: Date,
): ExportPlan {
  const { spec } = module;
  const role = viewer.role ?? null;
  if (!spec.permissions.every((requirement) => can(role, requirement)))
    throw new ExportRefusal(403, EXPORT_NOT_ALLOWED);
  const ids = idsOf(body.ids);

  if (body.fields !== undefined && !Array.isArray(body.fields))
    throw new ExportRefusal(400, FIELDS_NOT_VALID);
  const keys = (body.fields ?? []) as unknown[];
  if (keys.some((key) => typeof key !== 'string' || !module.fields.some((f) => f.key === key))) {
    throw new ExportRefusal(400, FIELDS_NOT_VALID);
  }
  // Column order is the module's, whatever order the checkboxes were ticked in.
  const fields = module.fields.filter(
    (f) => keys.includes(f.key) && (!f.permission || can(role, f.permission)),
  );

  // A selection is its rows: the list's filters do not narrow it further.
  let filters = ids ? {} : filtersOf(body.filters);
  const topLevel = { startDate: dateOf(body.startDate), endDate: dateOf(body.endDate) };
  if (!ids && (topLevel.startDate || topLevel.endDate)) filters = withRange(spec, filters, topLevel);
  // The list's own schema first: its words for a bad filter (an unknown key, a bad date) are the clearest.
  const parsed = module.readFilters(filters, { role, now, viewer });
  if (!parsed.ok) throw new ExportRefusal(400, parsed.error);
  const range = rangeInFilters(spec, filters);
  // The tasks JSON is read loosely, so its dates are checked here.
  dateOf(range.startDate);
  dateOf(range.endDate);

  const message = exportProblem({
    spec,
    fields: fields.map((f) => f.key),
    range,
    canExportWithoutLimit: can(role, gate('settings.EXPORT_WITHOUT_LIMIT')),
    ids: ids ?? undefined,
  });
  if (message) throw new ExportRefusal(400, message);
  return { fields, filters: parsed.value, ids };
}

export function isExportBody(value: unknown): value is Record<string, unknown> {
  return isRecord(value);
}
