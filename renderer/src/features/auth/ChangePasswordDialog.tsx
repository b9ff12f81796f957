import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { BulbOutlined, CopyOutlined } from '@ant-design/icons';
import {
  validateChangePassword,
  INVALID_OLD_PASSWORD,
  type ChangePasswordErrors,
  type ChangePasswordInput,
} from '@ops/shared/rules/changePassword';
import { generateStrongPassword } from '@ops/shared/rules/password';
import { useAppDispatch } from '../../app/hooks';
import { toApiError } from '@ops/shared/rules/errors';
import { notice } from '../../lib/notices';
import { useChangePasswordMutation } from './authApi';
import { logout } from './session';

const EMPTY: ChangePasswordInput = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Messages one per line under their field (03 §5). */
function Messages({ messages }: { messages: string[] | undefined }) {
  if (!messages?.length) return null;
  return (
    <div className="ops-field-messages">
      {messages.map((message) => (
        <div key={message}>{message}</div>
      ))}
    </div>
  );
}

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<keyof ChangePasswordInput, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [revealed, setRevealed] = useState(false);

  const errors: ChangePasswordErrors = validateChangePassword(values);
  const shown = (field: keyof ChangePasswordInput) =>
    submitted || touched[field] ? errors[field] : undefined;
  const hasErrors = Object.keys(errors).length > 0;

  const set = (field: keyof ChangePasswordInput) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));
  const touch = (field: keyof ChangePasswordInput) => () => setTouched((t) => ({ ...t, [field]: true }));

  const reset = () => {
    setValues(EMPTY);
    setTouched({});
    setSubmitted(false);
    setRevealed(false);
  };

  const suggest = () => {
    // The suggestion fills both fields and is shown, so the user can copy it somewhere safe.
    const password = generateStrongPassword();
    setValues((v) => ({ ...v, newPassword: password, confirmPassword: password }));
    setTouched((t) => ({ ...t, newPassword: true, confirmPassword: true }));
    setRevealed(true);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(values.newPassword);
      notice.success('Password copied');
    } catch (error) {
      console.warn('Clipboard copy failed', error); // 03 §8: clipboard failures are only logged.
    }
  };

  const submit = async () => {
    setSubmitted(true);
    if (hasErrors) return;
    try {
      await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword }).unwrap();
      notice.success('Password changed. Please sign in with your new password.');
      reset();
      onClose();
      await dispatch(logout()); // 03 §5: on success the user is logged out.
    } catch (error) {
      const apiError = toApiError(error);
      notice.error(apiError.kind === 'network' ? apiError.message : INVALID_OLD_PASSWORD);
    }
  };

  const status = (field: keyof ChangePasswordInput) => (shown(field) ? ('error' as const) : undefined);
  const PasswordInput = revealed ? Input : Input.Password;

  return (
    <Modal
      open={open}
      title="Change Password"
      okText="Change Password"
      onOk={() => void submit()}
      confirmLoading={isLoading}
      onCancel={() => {
        reset();
        onClose();
      }}
      destroyOnHidden
      width={480}
      okButtonProps={{ disabled: submitted && hasErrors }}
    >
      <Form
        layout="vertical"
        requiredMark={false}
        style={{ marginTop: 16 }}
        data-testid="change-password-form"
      >
        <Form.Item
          label="Old password"
          validateStatus={status('oldPassword')}
          help={<Messages messages={shown('oldPassword')} />}
        >
          <Input.Password
            value={values.oldPassword}
            onChange={(e) => set('oldPassword')(e.target.value)}
            onBlur={touch('oldPassword')}
            autoComplete="current-password"
            data-testid="old-password"
            autoFocus
          />
        </Form.Item>
        <Form.Item
          label={
            <Flex justify="space-between" align="center" style={{ width: '100%' }}>
              <span>New password</span>
            </Flex>
          }
          validateStatus={status('newPassword')}
          help={<Messages messages={shown('newPassword')} />}
        >
          <PasswordInput
            value={values.newPassword}
            onChange={(e) => set('newPassword')(e.target.value)}
            onBlur={touch('newPassword')}
            autoComplete="new-password"
            data-testid="new-password"
          />
        </Form.Item>
        <Form.Item
          label="Confirm new password"
          validateStatus={status('confirmPassword')}
          help={<Messages messages={shown('confirmPassword')} />}
        >
          <PasswordInput
            value={values.confirmPassword}
            onChange={(e) => set('confirmPassword')(e.target.value)}
            onBlur={touch('confirmPassword')}
            autoComplete="new-password"
            data-testid="confirm-password"
          />
        </Form.Item>
        <Flex gap={8} align="center" wrap>
          <Button icon={<BulbOutlined />} onClick={suggest} data-testid="suggest-password">
            Suggest a strong password
          </Button>
          {revealed && values.newPassword && (
            <Button icon={<CopyOutlined />} type="text" onClick={() => void copy()}>
              Copy
            </Button>
          )}
        </Flex>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 12 }}>
          At least 8 characters with upper and lower case letters, a number and a special character; no easy
          sequences, common words or a character more than 4 times. You will be signed out after the change.
        </Typography.Paragraph>
      </Form>
    </Modal>
  );
}
