import { Modal, Typography } from 'antd';
import { deleteConfirmText } from '../taRows';

/** MUI's "md" breakpoint, which the spec's "dialog max width is medium" refers to (03 §2.4). */
export const MEDIUM_DIALOG_MAX_WIDTH_PX = 900;

/** The delete confirm of the task area settings table, worded as 03 §2.4 gives it. */
export function DeleteSettingDialog({
  name,
  loading,
  onConfirm,
  onCancel,
}: {
  /** The row's user name; null keeps the dialog closed. */
  name: string | null;
  loading: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={name !== null}
      title={name !== null ? deleteConfirmText(name) : ''}
      okText="Confirm"
      cancelText="Cancel"
      okButtonProps={{ danger: true, ...{ 'data-testid': 'ta-delete-confirm' } }}
      confirmLoading={loading}
      onOk={onConfirm}
      onCancel={onCancel}
      // Sized to its text, never wider than "medium".
      width="fit-content"
      style={{ maxWidth: MEDIUM_DIALOG_MAX_WIDTH_PX, minWidth: 420 }}
      // Room for the close button beside a long name.
      styles={{ header: { paddingInlineEnd: 36 } }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        Task area settings will be deleted
      </Typography.Paragraph>
    </Modal>
  );
}
