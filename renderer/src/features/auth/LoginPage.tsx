import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { normalizeEgyptianPhone } from '@ops/shared/rules/phone';
import { waitMessage, type WaitReason } from '@ops/shared/rules/tryAgain';
import { useAppSelector } from '../../app/hooks';
import { DASHBOARD_PATH, VERIFY_OTP_PATH } from '../../app/paths';
import { Splash } from '../../components/Splash';
import { usePageTitle } from '../../components/usePageTitle';
import { errorMessageOf } from '../../i18n/errorText';
import { notice } from '../../lib/notices';
import { deviceId, pendingOtpSessionFor, savePendingOtpSession } from '../../lib/storage';
import { AuthLayout } from './AuthLayout';
import { useGetVerificationCodeMutation, useLoginUserMutation } from './authApi';
import { continueLabel, retryWaitOf } from './retryWait';
import { selectSessionStatus } from './sessionSlice';
import { useCountdown } from './useCountdown';

interface LoginValues {
  phone: string;
  password: string;
}

export interface RedirectState {
  from?: string;
  /** Set when the password step met the resend wait: a code went out moments ago, and it still works. */
  resendAfter?: number;
}

export default function LoginPage() {
  const { t } = useTranslation();
  usePageTitle(t('login.pageTitle'));
  const status = useAppSelector(selectSessionStatus);
  const navigate = useNavigate();
  const location = useLocation();
  const [loginUser] = useLoginUserMutation();
  const [getVerificationCode] = useGetVerificationCodeMutation();
  const [busy, setBusy] = useState(false);
  // A sign-in limit names its wait; the button counts it down and comes back by itself.
  const wait = useCountdown(0);
  const [waitReason, setWaitReason] = useState<WaitReason>('attempts');

  if (status === 'loading') return <Splash />;
  if (status === 'authenticated') return <Navigate to={DASHBOARD_PATH} replace />;

  const onFinish = async ({ phone, password }: LoginValues) => {
    const phoneNumber = normalizeEgyptianPhone(phone);
    if (!phoneNumber || wait.seconds > 0) return;
    setBusy(true);
    try {
      const login = await loginUser({ phone: phoneNumber, password, deviceId: deviceId() }).unwrap();
      if (!login.success) {
        notice.error(login.message || 'Something went wrong!');
        return;
      }
      const redirect = (location.state as RedirectState | null) ?? {};
      // The password is right; now the server texts the one-time code.
      const code = await getVerificationCode({ phoneNumber, isResend: false })
        .unwrap()
        .catch((error: unknown) => {
          // A code went out under 30 s ago and still works: the code screen, its resend counting down.
          const refusal = retryWaitOf(error);
          if (refusal?.reason === 'resend') return { recentCodeWait: refusal.seconds };
          throw error;
        });
      if ('recentCodeWait' in code) {
        savePendingOtpSession(pendingOtpSessionFor(phoneNumber, login.expiresIn, Date.now()));
        void navigate(VERIFY_OTP_PATH, {
          state: { from: redirect.from, resendAfter: code.recentCodeWait } satisfies RedirectState,
        });
        return;
      }
      if (!code.success) {
        notice.error(code.message || 'Something went wrong!');
        return;
      }
      savePendingOtpSession(pendingOtpSessionFor(phoneNumber, code.expiresIn || login.expiresIn, Date.now()));
      void navigate(VERIFY_OTP_PATH, { state: { from: redirect.from } satisfies RedirectState });
    } catch (error) {
      notice.error(errorMessageOf(error));
      const refusal = retryWaitOf(error);
      if (refusal) {
        setWaitReason(refusal.reason);
        wait.restart(refusal.seconds);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout>
      <Typography.Title level={1} className="ops-page-title" style={{ marginBottom: 4 }}>
        {t('login.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 28 }}>
        {t('login.intro')}
      </Typography.Paragraph>
      <Form<LoginValues>
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        disabled={busy}
        size="large"
      >
        <Form.Item
          label={t('login.phone')}
          name="phone"
          rules={[
            { required: true, message: t('login.phoneRequired') },
            {
              validator: (_rule, value: string | undefined) =>
                !value || normalizeEgyptianPhone(value)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('login.phoneInvalid'))),
            },
          ]}
        >
          <Input
            prefix={<MobileOutlined />}
            placeholder="010 0123 4567"
            autoComplete="username"
            inputMode="tel"
            autoFocus
            data-testid="login-phone"
          />
        </Form.Item>
        <Form.Item
          label={t('login.password')}
          name="password"
          rules={[{ required: true, message: t('login.passwordRequired') }]}
        >
          <Input.Password
            prefix={<LockOutlined />}
            placeholder={t('login.password')}
            autoComplete="current-password"
            data-testid="login-password"
          />
        </Form.Item>
        {wait.seconds > 0 ? (
          // The toast goes after 3 s; the reason stays while the wait runs, counting down with the button.
          <Alert
            type="warning"
            showIcon
            title={waitMessage(waitReason, wait.seconds)}
            style={{ marginBottom: 16 }}
            data-testid="login-wait"
          />
        ) : null}
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={busy}
          disabled={wait.seconds > 0}
          data-testid="login-submit"
          style={{ marginTop: 8 }}
        >
          {continueLabel(wait.seconds)}
        </Button>
      </Form>
    </AuthLayout>
  );
}
