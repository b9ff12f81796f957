import { useState } from 'react';
import { Button, Flex, Form, Input, Modal, Select } from 'antd';
import { testId } from '../../../../lib/testId';
import type { UserInfo } from '../userPageApi';
import { useChangeUserInfoMutation } from './userActionsApi';
import { useRunAction } from './useRunAction';

/** changeUserInfo: name, email (empty clears it), language. The server checks each field and says which is wrong. */
export function ChangeInfoDialog({
  user,
  open,
  onClose,
}: {
  user: UserInfo;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal open={open} title="Edit user info" footer={null} onCancel={onClose} destroyOnHidden width={420}>
      <ChangeInfoForm user={user} onClose={onClose} />
    </Modal>
  );
}

function ChangeInfoForm({ user, onClose }: { user: UserInfo; onClose: () => void }) {
  const [name, setName] = useState(user.name);
  const [email, setEmail] = useState(user.email ?? '');
  const [lang, setLang] = useState(user.lang);
  const [change] = useChangeUserInfoMutation();
  const { busy, run } = useRunAction();
  const unchanged = name.trim() === user.name && email.trim() === (user.email ?? '') && lang === user.lang;

  const save = async () => {
    const ok = await run(() =>
      change({
        userId: user._id,
        name: name.trim() === user.name ? null : name,
        email: email.trim() === (user.email ?? '') ? null : email,
        lang: lang === user.lang ? null : lang,
      }).unwrap(),
    );
    if (ok) onClose();
  };

  return (
    <Form layout="vertical" onFinish={save}>
      <Form.Item label="Name" required>
        <Input
          value={name}
          onChange={(e) => setName(e.target.value)}
          maxLength={100}
          {...testId('info-name')}
        />
      </Form.Item>
      <Form.Item label="Email">
        <Input
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          type="email"
          {...testId('info-email')}
        />
      </Form.Item>
      <Form.Item label="Language">
        <Select
          value={lang}
          onChange={setLang}
          options={[
            { value: 'en', label: 'English' },
            { value: 'ar', label: 'Arabic' },
          ]}
        />
      </Form.Item>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={busy}
          disabled={unchanged || !name.trim()}
          {...testId('info-save')}
        >
          Save
        </Button>
      </Flex>
    </Form>
  );
}
