import { useState } from 'react';
import { ID_VERIFICATION_MESSAGES } from '@ops/shared/rules/idVerification';
import {
  normaliseVerificationData,
  prefillVerificationData,
  validateVerificationData,
  type VerificationData,
  type VerificationDataField,
} from '@ops/shared/rules/idVerificationData';
import { toApiError, withFallback } from '@ops/shared/rules/errors';
import type { RefusalCode } from '@ops/shared/rules/refusals';
import { notice } from '../../lib/notices';
import { useCompleteVerificationDataMutation, type DataEntryVerification } from './idVerificationListApi';

const FINAL_REFUSALS = new Set<RefusalCode>([
  'VERIFICATION_DATA_COMPLETED',
  'VERIFICATION_NOT_ACCEPTED',
  'VERIFICATION_NOT_FOUND',
]);

export type DataEntryOutcome = 'saved' | 'lost' | null;

export interface DataEntryState {
  values: VerificationData;
  set: (field: VerificationDataField, value: string) => void;
  fieldError: { field: VerificationDataField; message: string } | null;
  saving: boolean;
  /** saved: this person completed it; lost: someone else did first (or it cannot be completed now). */
  outcome: DataEntryOutcome;
  /** What the page says about the outcome, beside the form (the snackbar goes after 3 s). */
  outcomeMessage: string | null;
  /** The server's refusal code when the outcome is 'lost' (shared/rules/refusals.ts). */
  outcomeReason: RefusalCode | null;
  save: () => Promise<void>;
}

/**
 * The 'Data Completion' form's state and its save (02 §2, §5): the shared rule checks the
 * form first (the server runs the same one), then completeVerificationData. An answer
 * without _id is 'Error While Verifying'; a refusal in words (someone completed it first)
 * is shown as the server says it, anything else as 'Error While saving data'.
 */
export function useDataEntry(
  verification: DataEntryVerification,
  onDone: (outcome: Exclude<DataEntryOutcome, null>) => void,
): DataEntryState {
  const [complete, { isLoading: saving }] = useCompleteVerificationDataMutation();
  const [values, setValues] = useState(() =>
    prefillVerificationData(verification.verifiedData, verification.ocrData),
  );
  const [fieldError, setFieldError] = useState<DataEntryState['fieldError']>(null);
  const [outcome, setOutcome] = useState<DataEntryOutcome>(null);
  const [outcomeMessage, setOutcomeMessage] = useState<string | null>(null);
  const [outcomeReason, setOutcomeReason] = useState<RefusalCode | null>(null);

  const set = (field: VerificationDataField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (fieldError?.field === field) setFieldError(null);
  };

  const save = async () => {
    const data = normaliseVerificationData(values);
    const invalid = validateVerificationData(data, new Date());
    setFieldError(invalid);
    if (invalid) return;
    try {
      const result = await complete({ _id: verification._id, data }).unwrap();
      if (!result?._id) {
        notice.error(ID_VERIFICATION_MESSAGES.completionError);
        return;
      }
      notice.success(ID_VERIFICATION_MESSAGES.saved);
      setOutcomeMessage(ID_VERIFICATION_MESSAGES.saved);
      setOutcome('saved');
      onDone('saved');
    } catch (error) {
      const apiError = withFallback(toApiError(error), ID_VERIFICATION_MESSAGES.saveError);
      notice.error(apiError.message);
      // Completed by someone else, no longer accepted or gone: nothing to retry here, move on.
      if (apiError.reason && FINAL_REFUSALS.has(apiError.reason)) {
        setOutcomeMessage(apiError.message);
        setOutcomeReason(apiError.reason);
        setOutcome('lost');
        onDone('lost');
      }
    }
  };

  return { values, set, fieldError, saving, outcome, outcomeMessage, outcomeReason, save };
}
