import { Button, Result } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LOGIN_PATH } from '../../app/paths';
import { Logo } from '../../components/Logo';
import { usePageTitle } from '../../components/usePageTitle';
import { selectSessionStatus, signedOut } from './sessionSlice';

const REASONS = {
  restricted: 'Your role does not allow using the dashboard from a mobile device. Please sign in from a computer.',
  authError: 'We could not confirm your session. Please sign in again.',
  other: 'You do not have access to this page.',
} as const;

/** Shown when authentication fails with an error or mobile access is restricted (03 §2.1). */
export default function AccessDeniedPage() {
  usePageTitle('Access Denied');
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reason = status === 'restricted' ? REASONS.restricted : status === 'authError' ? REASONS.authError : REASONS.other;

  const toLogin = () => {
    // Leaves the denied state so the login page shows instead of bouncing back here.
    dispatch(signedOut());
    navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <div className="ops-center-page" data-testid="access-denied">
      <div className="ops-center-logo">
        <Logo />
      </div>
      <Result
        icon={<StopOutlined style={{ color: '#dc2626' }} />}
        title="Access denied"
        subTitle={reason}
        extra={
          <Button type="primary" onClick={toLogin} data-testid="access-denied-login">
            Back to sign in
          </Button>
        }
      />
    </div>
  );
}
