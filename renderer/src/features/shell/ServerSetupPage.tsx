import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { CloudServerOutlined } from '@ant-design/icons';
import { desktop } from '../../lib/desktop';
import { AuthLayout } from '../auth/AuthLayout';

/** Desktop first run: which operations server to use. The page reloads afterwards (CSP). */
export function ServerSetupPage({ initialUrl }: { initialUrl: string }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const onFinish = async ({ url }: { url: string }) => {
    setBusy(true);
    setError(null);
    try {
      await desktop.setServerUrl(url.trim());
      window.location.reload();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'This address cannot be used.');
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography.Title level={3} style={{ marginBottom: 4 }}>
        Connect to your server
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 28 }}>
        Enter the address of the operations server your team uses. You can change it later from the app menu.
      </Typography.Paragraph>
      <Form layout="vertical" requiredMark={false} initialValues={{ url: initialUrl }} onFinish={onFinish} size="large">
        <Form.Item
          label="Server address"
          name="url"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          rules={[
            { required: true, message: 'Server address is required' },
            { pattern: /^https?:\/\/\S+$/i, message: 'Use an http:// or https:// address' },
          ]}
        >
          <Input prefix={<CloudServerOutlined />} placeholder="https://ops.example.com" data-testid="server-url" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={busy} data-testid="server-url-save">
          Connect
        </Button>
      </Form>
    </AuthLayout>
  );
}
