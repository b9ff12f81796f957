import { useState } from 'react';
import { Button, Form, Input, Typography } from 'antd';
import { CloudServerOutlined } from '@ant-design/icons';
import { checkServerUrl } from '@ops/shared/desktop/serverUrl';
import { desktop } from '../../lib/desktop';
import { serverUrlFailureMessage } from '../../lib/desktop/serverUrl';
import { AuthLayout } from '../auth/AuthLayout';

/**
 * Desktop first run (and File › Change server address…): which operations server to
 * use. The same rule as main's (https:// to any host, http:// only to this computer)
 * explains a refusal under the field before anything is sent. The page reloads
 * afterwards (CSP).
 */
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
      setError(serverUrlFailureMessage(failure));
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography.Title level={3} style={{ marginBottom: 4 }}>
        Connect to your server
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 28 }}>
        Enter the address of the operations server your team uses. You can change it later from File › Change
        server address.
      </Typography.Paragraph>
      <Form
        layout="vertical"
        requiredMark={false}
        initialValues={{ url: initialUrl }}
        onFinish={onFinish}
        // A refusal from main belongs to the address it was about, not to the next one typed.
        onValuesChange={() => setError(null)}
        size="large"
      >
        <Form.Item
          label="Server address"
          name="url"
          validateStatus={error ? 'error' : undefined}
          help={error ?? undefined}
          validateFirst
          rules={[
            { required: true, whitespace: true, message: 'Server address is required' },
            {
              validator: async (_rule, value: string | undefined) => {
                if (!value?.trim()) return;
                const checked = checkServerUrl(value);
                if (!checked.ok) throw new Error(checked.message);
              },
            },
          ]}
        >
          <Input
            prefix={<CloudServerOutlined />}
            placeholder="https://ops.example.com"
            data-testid="server-url"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={busy}
          data-testid="server-url-save"
          // A two-line reason under the field would otherwise touch the button.
          style={{ marginTop: 8 }}
        >
          Connect
        </Button>
      </Form>
    </AuthLayout>
  );
}
