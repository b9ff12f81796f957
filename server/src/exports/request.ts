import { validateExport } from '@ops/shared/rules/exportRules';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { can, type RoleLike } from '@ops/shared/rules/permissions/can';
import { FILTERS_NOT_VALID, parseFilters } from '../tasks/queries';
import { UserError } from '../graphql/errors';
import type { ExportField, ExportModule } from './types';

export const MODULE_NOT_VALID = 'Export module is not valid';
export const FIELDS_NOT_VALID = 'Export fields are not valid';

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
  filters: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `filters` may come as an object or as the JSON text getTasks takes (the renderer already builds that). */
function filtersOf(value: unknown): Record<string, unknown> {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string') {
    try {
      return parseFilters(value);
    } catch (error) {
      if (error instanceof UserError) throw new ExportRefusal(400, error.message);
      throw error;
    }
  }
  if (isRecord(value)) return value;
  throw new ExportRefusal(400, FILTERS_NOT_VALID);
}

function dateOf(value: unknown): Date | null {
  if (value === undefined || value === null || value === '') return null;
  const date = typeof value === 'string' ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) throw new ExportRefusal(400, FILTERS_NOT_VALID);
  return date;
}

/**
 * Checks a POST /export body for a signed-in role and returns what to write. The same
 * validateExport the dialog runs, with the no-limit permission read from the session,
 * never from the body. The checked dates are the ones filtering the rows: top-level
 * startDate/endDate win over the filters' own, so the 95-day limit cannot be sidestepped.
 */
export function planExport(module: ExportModule<unknown>, moduleName: string, role: RoleLike | null, body: Record<string, unknown>): ExportPlan {
  if (!can(role, module.permission)) throw new ExportRefusal(403, 'You do not have permission to export this data');
  const filters = filtersOf(body.filters);
  const startDate = dateOf(body.startDate ?? filters.startDate);
  const endDate = dateOf(body.endDate ?? filters.endDate);
  if (startDate) filters.startDate = startDate.toISOString();
  if (endDate) filters.endDate = endDate.toISOString();

  if (body.fields !== undefined && !Array.isArray(body.fields)) throw new ExportRefusal(400, FIELDS_NOT_VALID);
  const keys = (body.fields ?? []) as unknown[];
  if (keys.some((key) => typeof key !== 'string' || !module.fields.some((f) => f.key === key))) {
    throw new ExportRefusal(400, FIELDS_NOT_VALID);
  }
  // Column order is the module's, whatever order the checkboxes were ticked in.
  const fields = module.fields.filter((f) => keys.includes(f.key) && (!f.permission || can(role, f.permission)));

  const message = validateExport({
    fields: fields.map((f) => f.key),
    startDate,
    endDate,
    module: moduleName,
    canExportWithoutLimit: can(role, gate('settings.EXPORT_WITHOUT_LIMIT')),
  });
  if (message) throw new ExportRefusal(400, message);
  return { fields, filters };
}

export function isExportBody(value: unknown): value is Record<string, unknown> {
  return isRecord(value);
}
