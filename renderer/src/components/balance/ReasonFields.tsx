import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BALANCE_MODIFICATION_REASONS, OTHER_REASON } from '@ops/shared/rules/balance';
import { REASON_MAX_LENGTH } from '@ops/shared/rules/limits';

/** The reason and custom comment both balance dialogs ask for; choosing a reason clears the comment (02 §5). */
export function ReasonFields({
  reason,
  comment,
  onReason,
  onComment,
}: {
  reason: string | undefined;
  comment: string;
  onReason: (reason: string) => void;
  onComment: (comment: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Form.Item label={t('balance.reason')} required>
        <Select
          value={reason}
          placeholder={t('balance.chooseReason')}
          data-testid="balance-reason"
          onChange={(next: string) => {
            onReason(next);
            onComment('');
          }}
          options={BALANCE_MODIFICATION_REASONS.map((value) => ({ value, label: value }))}
        />
      </Form.Item>
      <Form.Item label={t('balance.comment')} required={reason === OTHER_REASON}>
        <Input.TextArea
          rows={2}
          maxLength={REASON_MAX_LENGTH}
          value={comment}
          onChange={(e) => onComment(e.target.value)}
          dir="auto"
          data-testid="balance-comment"
        />
      </Form.Item>
    </>
  );
}
