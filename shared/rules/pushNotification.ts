/**
 * Push notifications to a segment of riders (issue 12 §4): by area, by activity and by
 * balance. The same reading of a segment serves the compose form and the server.
 */

export const RIDER_ACTIVITY = ['any', 'activeLast30Days', 'inactiveLast30Days', 'neverRode'] as const;
export type RiderActivity = (typeof RIDER_ACTIVITY)[number];

export const RIDER_BALANCE = ['any', 'negative', 'zero', 'positive'] as const;
export type RiderBalance = (typeof RIDER_BALANCE)[number];

export const ACTIVITY_LABELS: Record<RiderActivity, string> = {
  any: 'Any activity',
  activeLast30Days: 'Rode in the last 30 days',
  inactiveLast30Days: 'No ride in the last 30 days',
  neverRode: 'Never rode',
};

export const BALANCE_LABELS: Record<RiderBalance, string> = {
  any: 'Any balance',
  negative: 'Negative balance',
  zero: 'Zero balance',
  positive: 'Positive balance',
};

export const ACTIVE_WINDOW_DAYS = 30;
export const PUSH_TITLE_MAX = 65;
export const PUSH_BODY_MAX = 240;

export const PUSH_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: `Title must be at most ${PUSH_TITLE_MAX} characters`,
  bodyRequired: 'Message is required',
  bodyTooLong: `Message must be at most ${PUSH_BODY_MAX} characters`,
  badSegment: 'Unknown audience',
  noRiders: 'No riders match this audience',
  notFound: 'Notification not found',
} as const;

export interface PushSegment {
  /** Empty: every area. */
  areaIds: readonly string[];
  activity: RiderActivity;
  balance: RiderBalance;
}

export interface PushInput {
  title: string;
  body: string;
  segment: PushSegment;
}

export function pushInputError(input: PushInput): string | null {
  const title = input.title?.trim() ?? '';
  const body = input.body?.trim() ?? '';
  if (!title) return PUSH_MESSAGES.titleRequired;
  if (title.length > PUSH_TITLE_MAX) return PUSH_MESSAGES.titleTooLong;
  if (!body) return PUSH_MESSAGES.bodyRequired;
  if (body.length > PUSH_BODY_MAX) return PUSH_MESSAGES.bodyTooLong;
  const { segment } = input;
  if (!segment || !Array.isArray(segment.areaIds) || !segment.areaIds.every((id) => typeof id === 'string'))
    return PUSH_MESSAGES.badSegment;
  if (!RIDER_ACTIVITY.includes(segment.activity) || !RIDER_BALANCE.includes(segment.balance))
    return PUSH_MESSAGES.badSegment;
  return null;
}

/** 'Riders in 2 areas · Rode in the last 30 days · Negative balance'. */
export function describeSegment(segment: PushSegment, areaNames: readonly string[] = []): string {
  const where =
    segment.areaIds.length === 0
      ? 'All riders'
      : areaNames.length > 0
        ? `Riders in ${areaNames.join(', ')}`
        : `Riders in ${segment.areaIds.length} areas`;
  const parts = [where];
  if (segment.activity !== 'any') parts.push(ACTIVITY_LABELS[segment.activity]);
  if (segment.balance !== 'any') parts.push(BALANCE_LABELS[segment.balance]);
  return parts.join(' · ');
}
