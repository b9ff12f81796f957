import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Form, Input, Modal } from 'antd';
import { REASON_TEXT_ROWS } from '@ops/shared/rules/constants';
import { COMMENT_MAX_LENGTH } from '@ops/shared/rules/limits';

export interface CheckoutDialogFrameProps {
  open: boolean;
  title: string;
  okText: string;
  /** Test ids of the confirm button and the comment (the workspace's and the supervisor's differ). */
  confirmTestId: string;
  commentTestId: string;
  busy: boolean;
  /** Anything else the check-out needs first (a hand-over of flagged tasks). */
  ready?: boolean;
  /** The shift so far, above the comment. */
  summary: ReactNode;
  /** Under the comment: what else this check-out needs (the supervisor's flagged-task hand-over). */
  children?: ReactNode;
  /** Once checked out, shown instead of the form, with Close. */
  done?: ReactNode;
  /** The trimmed comment, '' when none was written. */
  onSubmit: (comment: string) => void;
  onClose: () => void;
  width?: number;
}

/**
 * Checking out from receiving tasks, oneself (the workspace) or an agent (the supervisor's
 * attendance page): the shift summary and an optional comment (03 §2.7). Each caller decides
 * what checking out does and what it shows afterwards.
 */
export function CheckoutDialogFrame({
  open,
  title,
  okText,
  confirmTestId,
  commentTestId,
  busy,
  ready = true,
  summary,
  children,
  done,
  onSubmit,
  onClose,
  width = 480,
}: CheckoutDialogFrameProps) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  useEffect(() => {
    if (open) setComment('');
  }, [open]);

  return (
    <Modal
      open={open}
      title={title}
      okText={okText}
      okButtonProps={{ danger: true, disabled: !ready, ...{ 'data-testid': confirmTestId } }}
      confirmLoading={busy}
      onOk={() => onSubmit(comment.trim())}
      onCancel={onClose}
      footer={
        done
          ? [
              <Button key="close" type="primary" onClick={onClose}>
                {t('workspace.checkOut.close')}
              </Button>,
            ]
          : undefined
      }
      destroyOnHidden
      width={width}
    >
      {done ?? (
        <>
          {summary}
          <Form layout="vertical" style={{ marginTop: 16 }}>
            <Form.Item label={t('workspace.checkOut.comment')} htmlFor={`${commentTestId}-field`}>
              <Input.TextArea
                id={`${commentTestId}-field`}
                rows={REASON_TEXT_ROWS}
                maxLength={COMMENT_MAX_LENGTH}
                placeholder={t('workspace.checkOut.commentPlaceholder')}
                dir="auto"
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                data-testid={commentTestId}
              />
            </Form.Item>
          </Form>
          {children}
        </>
      )}
    </Modal>
  );
}
