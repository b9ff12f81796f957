import { idVerificationStatusLabel } from './labels';
import { roundTo } from './rounding';
import { validateNationalId } from './nationalId';

export const ID_VERIFICATION_MESSAGES = {
  relatedToAnotherUser: 'This National ID is already related to another user',
  declineReasonRequired: 'Please select decline reason',
  noPending: 'No Pending ID Verifications',
  notFound: 'Verification is not found',
  checked: 'Pending Verification has been checked',
  verifyError: 'Error while verifying',
  completionError: 'Error While Verifying',
  saveError: 'Error While saving data',
  saved: 'Data has been saved',
} as const;

/** The review path's literal word that pulls a random pending verification (02 §2). */
export const RANDOM_VERIFICATION_ID = 'verify';
/** The data-completion path's literal word for a random pending record. */
export const RANDOM_DATA_COMPLETION_ID = 'complete';

/** 'status / skipped' when skipped (02 §2). */
export function idVerificationStatusText(
  status: string | null | undefined,
  skipped: boolean | null | undefined,
): string {
  const label = idVerificationStatusLabel(status);
  return skipped ? `${label} / skipped` : label;
}

/** Data completion status is shown only when the verification is accepted. */
export function showsDataCompletion(status: string | null | undefined): boolean {
  return status === 'accepted';
}

/** Actions (accept, decline, skip) only while pending. */
export function canActOnVerification(status: string | null | undefined): boolean {
  return status === 'pending';
}

type Instant = Date | string | number;

/** 02 §5: creation-to-last-status time / 60000, averaged, 2 decimals; none gives 0. */
export function averageResponseMinutes(
  records: readonly { createdAt: Instant; lastStatusAt?: Instant | null }[],
): number {
  const spans = records
    .filter((r) => r.lastStatusAt !== null && r.lastStatusAt !== undefined)
    .map((r) => new Date(r.lastStatusAt as Instant).getTime() - new Date(r.createdAt).getTime())
    .filter((ms) => Number.isFinite(ms));
  if (spans.length === 0) return 0;
  return roundTo(spans.reduce((a, b) => a + b, 0) / spans.length / 60_000);
}

export interface AcceptCheck {
  nationalId: string;
  bypassValidation: boolean;
  relatedToAnotherUser: boolean;
  now: Date;
}

/** 02 §5: a valid Egyptian national ID unless bypassed; accept is disabled while another user holds the ID. */
export function validateAcceptVerification({
  nationalId,
  bypassValidation,
  relatedToAnotherUser,
  now,
}: AcceptCheck): string | null {
  if (!bypassValidation) {
    const invalid = validateNationalId(nationalId, now);
    if (invalid) return invalid;
  }
  return relatedToAnotherUser ? ID_VERIFICATION_MESSAGES.relatedToAnotherUser : null;
}

export function validateDeclineReason(reason: string | null | undefined): string | null {
  return reason && reason.trim().length > 0 ? null : ID_VERIFICATION_MESSAGES.declineReasonRequired;
}
