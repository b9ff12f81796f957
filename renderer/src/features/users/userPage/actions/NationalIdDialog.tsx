import { useState } from 'react';
import { Alert, Button, Flex, Form, Input, Modal } from 'antd';
import { toAsciiDigits } from '@ops/shared/rules/digits';
import { validateNationalId } from '@ops/shared/rules/nationalId';
import { testId } from '../../../../lib/testId';
import type { UserInfo } from '../userPageApi';
import { useChangeUserVerifiedNationalIDMutation } from './userActionsApi';
import { useRunAction } from './useRunAction';

/**
 * changeUserVerifiedNationalID: the number checked here with the same rule the server uses
 * ('Please enter valid egyptional national ID'); whether another user holds it only the
 * server knows, and says so.
 */
export function NationalIdDialog({
  user,
  open,
  onClose,
}: {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title="Change national ID"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      width={420}
    >
      <NationalIdForm user={user} onClose={onClose} />
    </Modal>
  );
}

function NationalIdForm({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const [value, setValue] = useState('');
  const [change] = useChangeUserVerifiedNationalIDMutation();
  const { busy, run } = useRunAction();
  const nationalID = toAsciiDigits(value).replace(/\s+/g, '');
  const invalid = nationalID ? validateNationalId(nationalID, new Date()) : null;

  const save = async () => {
    const ok = await run(() => change({ userId: user._id, nationalID }).unwrap());
    if (ok) onClose();
  };

  return (
    <Form layout="vertical" onFinish={save}>
      {user.nationalID && (
        <Alert
          type="info"
          showIcon
          title={`Current national ID: ${user.nationalID}`}
          style={{ marginBottom: 12 }}
        />
      )}
      <Form.Item
        label="New national ID"
        validateStatus={invalid ? 'error' : undefined}
        help={invalid ?? undefined}
      >
        <Input
          value={value}
          onChange={(e) => setValue(e.target.value)}
          maxLength={20}
          inputMode="numeric"
          {...testId('national-id-input')}
        />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={busy}
          disabled={!nationalID || !!invalid}
          {...testId('national-id-save')}
        >
          Save
        </Button>
      </Flex>
    </Form>
  );
}
