export const ONLY_ONE_USER = 'You can only select 1 user.';
export const TRANSFER_MESSAGES = {
  sent: 'Transfer request has been sent successfully, you will receive a response soon.',
  responded: 'Transfer request has been accepted/rejected successfully.',
} as const;

/** 02 §5, 03 §5: at least one user; more than one when multi-select is off is an error. */
export function validateTransferSelection(
  selectedUserIds: readonly string[],
  { multiSelect }: { multiSelect: boolean },
): string | null {
  return !multiSelect && selectedUserIds.length > 1 ? ONLY_ONE_USER : null;
}

export function canSubmitTransfer(
  selectedUserIds: readonly string[],
  options: { multiSelect: boolean; loading?: boolean },
): boolean {
  return (
    !options.loading &&
    selectedUserIds.length > 0 &&
    validateTransferSelection(selectedUserIds, options) === null
  );
}

/**
 * 01 §5 received-request dialog: Accept is disabled while loading or while a rejection
 * reason is typed; Reject only while loading.
 */
export function transferResponseButtons({
  loading,
  rejectionReason,
}: {
  loading: boolean;
  rejectionReason: string | null | undefined;
}): {
  acceptDisabled: boolean;
  rejectDisabled: boolean;
} {
  return { acceptDisabled: loading || (rejectionReason ?? '').length > 0, rejectDisabled: loading };
}
