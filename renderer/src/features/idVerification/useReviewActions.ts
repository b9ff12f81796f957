import { useState } from 'react';
import {
  ID_VERIFICATION_MESSAGES,
  validateAcceptVerification,
  validateDeclineReason,
} from '@ops/shared/rules/idVerification';
import { toApiError, withFallback } from '@ops/shared/rules/errors';
import { notice } from '../../lib/notices';
import {
  useIdVerifyCheckMutation,
  useLazyGetIDVerificationByIDNumberQuery,
  type IdVerifyCheckResult,
  type IdVerifyCheckVariables,
  type NationalIdHolder,
  type ReviewVerification,
} from './idVerificationApi';

export interface ReviewState {
  idNumber: string;
  setIdNumber: (value: string) => void;
  related: NationalIdHolder | null;
  checkRelated: () => Promise<NationalIdHolder | null>;
  declineReason: string | undefined;
  setDeclineReason: (value: string | undefined) => void;
  formError: string | null;
  /** The decision's answer once checked: the form shows it until the next load. */
  done: IdVerifyCheckResult | null;
  checking: boolean;
  accept: (ignoreValidation: boolean) => Promise<void>;
  decline: () => Promise<void>;
  skip: () => Promise<void>;
}

/** The review's form state and its three actions, by the rules of 02 §5 (the server checks them again). */
export function useReviewActions(verification: ReviewVerification, onChecked: () => void): ReviewState {
  const [lookup] = useLazyGetIDVerificationByIDNumberQuery();
  const [check, { isLoading: checking }] = useIdVerifyCheckMutation();
  const [idNumber, setIdNumberState] = useState(
    verification.nationalID ?? verification.ocrData?.IDNumber ?? '',
  );
  const [related, setRelated] = useState<NationalIdHolder | null>(null);
  const [declineReason, setDeclineReason] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<IdVerifyCheckResult | null>(null);

  // Editing the ID number clears the warning (02 §5).
  const setIdNumber = (value: string) => {
    setIdNumberState(value);
    setRelated(null);
    setFormError(null);
  };

  const checkRelated = async (): Promise<NationalIdHolder | null> => {
    if (!idNumber.trim()) return null;
    const holder = await lookup({ nationalID: idNumber, neUserID: verification.user._id })
      .unwrap()
      .catch(() => null);
    setRelated(holder);
    return holder;
  };

  const send = async (variables: Omit<IdVerifyCheckVariables, '_id'>) => {
    try {
      const result = await check({ _id: verification._id, ...variables }).unwrap();
      notice.success(ID_VERIFICATION_MESSAGES.checked);
      setDone(result);
      onChecked();
    } catch (error) {
      notice.error(withFallback(toApiError(error), ID_VERIFICATION_MESSAGES.verifyError).message);
    }
  };

  const accept = async (ignoreValidation: boolean) => {
    setFormError(null);
    const invalid = validateAcceptVerification({
      nationalId: idNumber,
      bypassValidation: ignoreValidation,
      relatedToAnotherUser: !!related,
      now: new Date(),
    });
    if (invalid) return setFormError(invalid);
    if (await checkRelated()) return;
    await send({ status: 'accepted', nationalID: idNumber, ignoreValidation });
  };

  const decline = async () => {
    setFormError(null);
    const missing = validateDeclineReason(declineReason);
    if (missing) return setFormError(missing);
    await send({ status: 'declined', reason: declineReason });
  };

  const skip = async () => {
    setFormError(null);
    await send({ status: 'pending', skipped: true });
  };

  return {
    idNumber,
    setIdNumber,
    related,
    checkRelated,
    declineReason,
    setDeclineReason,
    formError,
    done,
    checking,
    accept,
    decline,
    skip,
  };
}
