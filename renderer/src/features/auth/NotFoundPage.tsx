import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DASHBOARD_PATH } from '../../app/paths';
import { Logo } from '../../components/Logo';
import { usePageTitle } from '../../components/usePageTitle';

export default function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('notFound.pageTitle'));
  return (
    <div className="ops-center-page" data-testid="not-found">
      <div className="ops-center-logo">
        <Logo />
      </div>
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.subTitle')}
        extra={
          <Link to={DASHBOARD_PATH}>
            <Button type="primary">{t('notFound.toDashboard')}</Button>
          </Link>
        }
      />
    </div>
  );
}
