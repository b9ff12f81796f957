import type { TFunction } from 'i18next';
import { billTypeLabel } from '@ops/shared/rules/bills';
import { ID_VERIFICATION_STATUSES, idVerificationStatusLabel, taskCaseLabel } from '@ops/shared/rules/labels';

/**
 * The shared rules' enum labels (shared/rules/labels.ts, bills.ts) in the language shown. The
 * English catalogue words them as the rules do (a test checks); a value the catalogue does not
 * know falls back to the rule's own words, as the English screen showed it.
 */
export const idVerificationText = (t: TFunction, status: string | null | undefined): string => {
  const known = (ID_VERIFICATION_STATUSES as readonly string[]).includes(status ?? '') ? status : 'pending';
  return t(`labels.idVerification.${known}`, { defaultValue: idVerificationStatusLabel(status) });
};

export const billTypeText = (t: TFunction, type: string): string =>
  t(`labels.billType.${type}`, { defaultValue: billTypeLabel(type) });

/** A vehicle's on/ready/off or lock status: English shows the value itself (as before). */
export const vehicleStatusText = (t: TFunction, status: string): string =>
  t(`labels.vehicleStatus.${status}`, { defaultValue: status });
export const lockStatusText = (t: TFunction, status: string): string =>
  t(`labels.lockStatus.${status}`, { defaultValue: status });

/** A task's type, case and a break's reason (shared/rules/labels.ts) in the language shown. */
export const taskTypeText = (t: TFunction, type: string): string =>
  t(`workspace.taskType.${type}`, { defaultValue: type });
export const taskCaseText = (t: TFunction, taskCase: string): string =>
  t(`workspace.taskCase.${taskCase}`, { defaultValue: taskCaseLabel(taskCase) });
export const breakReasonText = (t: TFunction, reason: string | null): string =>
  reason ? t(`workspace.breakReason.${reason}`, { defaultValue: reason }) : '';
/** A ride's stored status: English shows the value itself (as the ride card and page always did). */
export const rideStatusText = (t: TFunction, status: string): string =>
  t(`labels.rideStatus.${status}`, { defaultValue: status });
