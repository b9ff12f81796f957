import { Button, Result } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { LOGIN_PATH } from '../../app/paths';
import { Logo } from '../../components/Logo';
import { usePageTitle } from '../../components/usePageTitle';
import { selectSessionStatus, signedOut } from './sessionSlice';

/** Shown when authentication fails with an error or mobile access is restricted (03 §2.1). */
export default function AccessDeniedPage() {
  const { t } = useTranslation();
  usePageTitle(t('accessDenied.pageTitle'));
  const status = useAppSelector(selectSessionStatus);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const reason = t(
    status === 'restricted'
      ? 'accessDenied.restricted'
      : status === 'authError'
        ? 'accessDenied.authError'
        : 'accessDenied.other',
  );

  const toLogin = () => {
    // Leaves the denied state so the login page shows instead of bouncing back here.
    dispatch(signedOut());
    void navigate(LOGIN_PATH, { replace: true });
  };

  return (
    <div className="ops-center-page" data-testid="access-denied">
      <div className="ops-center-logo">
        <Logo />
      </div>
      <Result
        icon={<StopOutlined style={{ color: 'var(--ops-error-line)' }} />}
        title={t('accessDenied.title')}
        subTitle={reason}
        extra={
          <Button type="primary" onClick={toLogin} data-testid="access-denied-login">
            {t('accessDenied.backToSignIn')}
          </Button>
        }
      />
    </div>
  );
}
