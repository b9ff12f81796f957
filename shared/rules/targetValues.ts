/**
 * updateTargetInMonth(year, month, values as string) (02 §7): `values` is a JSON array with one
 * object per area. One schema serves the grid (it refuses to save what the server would refuse)
 * and the server (bad input changes nothing). The spec words none of these messages; they say
 * which field and what it must be.
 */
import { z } from 'zod';
import type { TargetSetInputs } from './targets';

export const TARGET_MESSAGES = {
  notJson: 'Targets must be sent as a JSON list of areas',
  month: 'Month must be a whole number from 1 to 12',
  year: 'Year must be a whole number from 2000 to 2100',
  areaMissing: 'Each target needs its area',
  areaTwice: 'An area appears twice in these targets',
  areaNotFound: 'Area not found',
  areaAlreadyThere: 'This area already has a target in this month',
  nothingLastMonth: 'Last month has no targets to copy',
  nothingToSave: 'There are no targets to save',
  tooMany: 'At most 200 areas can be saved at once',
} as const;

/** The field labels of the grid, used in the messages so the user finds the cell. */
export const TARGET_INPUT_LABELS: Record<keyof TargetSetInputs, string> = {
  assigned: 'Assigned',
  operatingCap: 'Operating cap %',
  ratio: 'Ratio',
  totalRPV: 'RPV',
  activeRatio: 'Active ratio',
  urgentRatio: 'Urgent ratio',
  riders: 'Riders',
  newUsers: 'New users',
  awaitngInspectionMinutesAverage: 'Awaiting inspection (min)',
  ratingsAboveOrEqualFourPercentage: 'Ratings ≥ 4 %',
  lostREVSPercentage: 'Lost revenue %',
};

const MAX_COUNT = 1_000_000;

function wholeNumber(label: string) {
  const message = `${label} must be a whole number of 0 or more`;
  return z
    .number({ error: message })
    .int({ error: message })
    .min(0, { error: message })
    .max(MAX_COUNT, { error: `${label} must be at most ${MAX_COUNT}` });
}

function numberBetween(label: string, min: number, max: number) {
  const message = `${label} must be a number from ${min} to ${max}`;
  return z.number({ error: message }).min(min, { error: message }).max(max, { error: message });
}

export const targetRowSchema = z.object({
  area: z.string({ error: TARGET_MESSAGES.areaMissing }).min(1, { error: TARGET_MESSAGES.areaMissing }),
  assigned: wholeNumber(TARGET_INPUT_LABELS.assigned),
  operatingCap: numberBetween(TARGET_INPUT_LABELS.operatingCap, 0, 100),
  ratio: numberBetween(TARGET_INPUT_LABELS.ratio, 0, 1000),
  totalRPV: numberBetween(TARGET_INPUT_LABELS.totalRPV, 0, 1_000_000),
  activeRatio: numberBetween(TARGET_INPUT_LABELS.activeRatio, 0, 1),
  urgentRatio: numberBetween(TARGET_INPUT_LABELS.urgentRatio, 0, 1),
  riders: wholeNumber(TARGET_INPUT_LABELS.riders),
  newUsers: wholeNumber(TARGET_INPUT_LABELS.newUsers),
  awaitngInspectionMinutesAverage: numberBetween(
    TARGET_INPUT_LABELS.awaitngInspectionMinutesAverage,
    0,
    100_000,
  ),
  ratingsAboveOrEqualFourPercentage: numberBetween(
    TARGET_INPUT_LABELS.ratingsAboveOrEqualFourPercentage,
    0,
    100,
  ),
  lostREVSPercentage: numberBetween(TARGET_INPUT_LABELS.lostREVSPercentage, 0, 100),
});

export type TargetRowInput = z.infer<typeof targetRowSchema>;

export const targetValuesSchema = z
  .array(targetRowSchema, { error: TARGET_MESSAGES.notJson })
  .min(1, { error: TARGET_MESSAGES.nothingToSave })
  .max(200, { error: TARGET_MESSAGES.tooMany })
  .refine((rows) => new Set(rows.map((row) => row.area)).size === rows.length, {
    error: TARGET_MESSAGES.areaTwice,
  });

export type TargetValuesResult = { ok: true; rows: TargetRowInput[] } | { ok: false; message: string };

/** Reads the `values` string: the first problem in the spec's manner (one message), or the rows. */
export function readTargetValues(values: string): TargetValuesResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(values);
  } catch {
    return { ok: false, message: TARGET_MESSAGES.notJson };
  }
  const result = targetValuesSchema.safeParse(parsed);
  if (!result.success)
    return { ok: false, message: result.error.issues[0]?.message ?? TARGET_MESSAGES.notJson };
  return { ok: true, rows: result.data };
}

/** year and month arguments: null when fine, else the message. */
export function targetMonthError(year: number, month: number): string | null {
  if (!Number.isInteger(month) || month < 1 || month > 12) return TARGET_MESSAGES.month;
  if (!Number.isInteger(year) || year < 2000 || year > 2100) return TARGET_MESSAGES.year;
  return null;
}
