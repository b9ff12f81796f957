import { errorMessageOf } from '../../../i18n/errorText';
import { useTranslation } from 'react-i18next';
import type { BreakReason } from '@ops/shared/rules/labels';
import { BreakReasonDialog } from '../../../components/BreakReasonDialog';
import { notice } from '../../../lib/notices';
import { useStartBreakMutation } from '../attendanceApi';

/**
 * 02 §2 "set a user on break" for oneself: the reason is required. When flagged tasks
 * are held, `needsTransfer` takes over (the bulk transfer continues with the break).
 */
export function StartBreakDialog({
  open,
  onClose,
  needsTransfer,
}: {
  open: boolean;
  onClose: () => void;
  needsTransfer: (reason: string) => boolean;
}) {
  const { t } = useTranslation();
  const [startBreak, { isLoading }] = useStartBreakMutation();

  const onSubmit = async (reason: BreakReason) => {
    if (needsTransfer(reason)) return onClose();
    try {
      notice.success(await startBreak(reason).unwrap());
      onClose();
    } catch (error) {
      notice.error(errorMessageOf(error));
    }
  };

  return (
    <BreakReasonDialog
      open={open}
      title={t('workspace.startBreak.title')}
      okText={t('workspace.startBreak.title')}
      confirmTestId="start-break-confirm"
      busy={isLoading}
      onSubmit={(reason) => void onSubmit(reason)}
      onClose={onClose}
      width={400}
    />
  );
}
