import { Trans, useTranslation } from 'react-i18next';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { OTP_MESSAGES, OTP_RESEND_WAIT_SECONDS, validateOtp } from '@ops/shared/rules/otp';
import { waitMessage, type WaitReason } from '@ops/shared/rules/tryAgain';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { DASHBOARD_PATH, LOGIN_PATH } from '../../app/paths';
import { usePageTitle } from '../../components/usePageTitle';
import { OTP_ERROR_TEXT } from '@ops/shared/rules/errors';
import { otpErrorMessageOf } from '../../i18n/errorText';
import { notice } from '../../lib/notices';
import {
  clearPendingOtpSession,
  loadValidPendingOtpSession,
  pendingOtpSessionFor,
  savePendingOtpSession,
  type PendingOtpSession,
} from '../../lib/storage';
import { AuthLayout } from './AuthLayout';
import { useGetVerificationCodeMutation, useVerifyCodeMutation } from './authApi';
import type { RedirectState } from './LoginPage';
import { OtpBoxes } from './OtpBoxes';
import { completesCode, emptyOtp, otpCode } from './otpInput';
import { completeSignIn } from './session';
import { continueLabel, resendLabel, retryWaitOf } from './retryWait';
import { selectSessionStatus } from './sessionSlice';
import { useCountdown } from './useCountdown';

/** '+201001234567' -> '+20 100 123 4567', easier to check at a glance. */
const displayPhone = (phone: string) => phone.replace(/^\+20(\d{3})(\d{3})(\d{4})$/, '+20 $1 $2 $3');

export default function VerifyOtpPage() {
  const { t } = useTranslation();
  usePageTitle(t('otp.title'));
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [session, setSession] = useState<PendingOtpSession | null>(() =>
    loadValidPendingOtpSession(Date.now()),
  );
  const [digits, setDigits] = useState(emptyOtp);
  const [busy, setBusy] = useState(false);
  const [attempted, setAttempted] = useState(false);
  // Signing in again within the resend wait lands here with the wait left (the code sent before still works).
  const recentCodeWait = (location.state as RedirectState | null)?.resendAfter;
  const countdown = useCountdown(recentCodeWait ?? OTP_RESEND_WAIT_SECONDS);
  const [showRecentCode, setShowRecentCode] = useState(recentCodeWait !== undefined);
  // Too many tries: the server names the wait, the Verify button counts it down.
  const verifyWait = useCountdown(0);
  const [verifyWaitReason, setVerifyWaitReason] = useState<WaitReason>('attempts');
  const [verifyCode] = useVerifyCodeMutation();
  const [getVerificationCode] = useGetVerificationCodeMutation();
  const busyRef = useRef(busy);
  busyRef.current = busy;
  // Set when an edit fills the sixth box; the render that shows the full code submits it.
  const submitWhenFull = useRef(false);

  const code = otpCode(digits);
  const validation = useMemo(() => validateOtp(code), [code]);

  const backToLogin = useCallback(() => {
    clearPendingOtpSession();
    setSession(null);
  }, []);

  // The expiry timer sends the user back to login, unless a call is in flight (03 §2.1).
  useEffect(() => {
    if (!session || busy) return;
    const remaining = session.expiresAt - Date.now();
    const timer = setTimeout(
      () => {
        if (!busyRef.current) backToLogin();
      },
      Math.max(0, remaining),
    );
    return () => clearTimeout(timer);
  }, [session, busy, backToLogin]);

  const verify = async () => {
    setAttempted(true);
    if (!session || validation !== null || busy || verifyWait.seconds > 0) return;
    setBusy(true);
    try {
      const payload = await verifyCode({ phoneNumber: session.phone, verificationCode: code }).unwrap();
      await dispatch(completeSignIn(payload));
      const from = (location.state as RedirectState | null)?.from;
      void navigate(from && from.startsWith('/app') ? from : DASHBOARD_PATH, { replace: true });
    } catch (error) {
      notice.error(otpErrorMessageOf(error));
      const refusal = retryWaitOf(error);
      if (refusal) {
        setVerifyWaitReason(refusal.reason);
        verifyWait.restart(refusal.seconds);
      }
      setDigits(emptyOtp());
      setAttempted(false);
    } finally {
      setBusy(false);
    }
  };

  const onDigits = (next: string[]) => {
    if (completesCode(digits, next)) submitWhenFull.current = true;
    setDigits(next);
  };

  // Runs after the render holding the full code, so verify() reads that code.
  useEffect(() => {
    if (!submitWhenFull.current) return;
    submitWhenFull.current = false;
    void verify();
  });

  const resend = async () => {
    if (!session || countdown.seconds > 0 || busy) return;
    setBusy(true);
    try {
      const result = await getVerificationCode({ phoneNumber: session.phone, isResend: true }).unwrap();
      if (!result.success) {
        notice.error(result.message || OTP_ERROR_TEXT);
        return;
      }
      const renewed = pendingOtpSessionFor(session.phone, result.expiresIn, Date.now());
      savePendingOtpSession(renewed);
      setSession(renewed);
      countdown.restart();
      setShowRecentCode(false);
      setDigits(emptyOtp());
      notice.success(OTP_MESSAGES.resent);
    } catch (error) {
      notice.error(otpErrorMessageOf(error));
      // The resend button waits as long as the server said (its limit can outlast the 30 s).
      const refusal = retryWaitOf(error);
      if (refusal) countdown.restart(refusal.seconds);
    } finally {
      setBusy(false);
    }
  };

  if (status === 'authenticated' && !busy) return <Navigate to={DASHBOARD_PATH} replace />;
  if (!session) return <Navigate to={LOGIN_PATH} replace state={location.state} />;

  return (
    <AuthLayout>
      <Button
        type="link"
        icon={<ArrowLeftOutlined />}
        onClick={backToLogin}
        style={{ paddingInline: 0, marginBottom: 16 }}
        disabled={busy}
      >
        {t('accessDenied.backToSignIn')}
      </Button>
      <Typography.Title level={1} className="ops-page-title" style={{ marginBottom: 4 }}>
        {t('otp.title')}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 28 }}>
        {/* The phone number stays left to right inside Arabic text (its + and groups in order). */}
        <Trans
          t={t}
          i18nKey="otp.intro"
          values={{ phone: displayPhone(session.phone) }}
          components={{ phone: <Typography.Text strong dir="ltr" /> }}
        />
      </Typography.Paragraph>
      {showRecentCode ? (
        <Typography.Paragraph
          type="secondary"
          data-testid="otp-recent-code"
          style={{ marginTop: -20, marginBottom: 20 }}
        >
          {t('otp.recentCode')}
        </Typography.Paragraph>
      ) : null}
      <OtpBoxes
        digits={digits}
        onChange={onDigits}
        onEnter={() => void verify()}
        disabled={busy}
        {...(attempted && validation ? { status: 'error' as const } : {})}
      />
      <div className="ops-otp-message" role="alert">
        {verifyWait.seconds > 0 ? (
          <Typography.Text type="warning" data-testid="otp-wait">
            {waitMessage(verifyWaitReason, verifyWait.seconds)}
          </Typography.Text>
        ) : attempted && validation ? (
          <Typography.Text type="danger">{validation}</Typography.Text>
        ) : null}
      </div>
      <Button
        type="primary"
        size="large"
        block
        onClick={() => void verify()}
        disabled={validation !== null || busy || verifyWait.seconds > 0}
        loading={busy}
        data-testid="otp-verify"
      >
        {continueLabel(verifyWait.seconds, t('otp.title'))}
      </Button>
      <Flex justify="center" align="center" gap={4} style={{ marginTop: 20 }}>
        <Typography.Text type="secondary">{t('otp.didNotGetIt')}</Typography.Text>
        <Button
          type="link"
          icon={<ReloadOutlined />}
          onClick={() => void resend()}
          disabled={countdown.seconds > 0 || busy}
          data-testid="otp-resend"
          style={{ paddingInline: 4 }}
        >
          {resendLabel(countdown.seconds)}
        </Button>
      </Flex>
    </AuthLayout>
  );
}
