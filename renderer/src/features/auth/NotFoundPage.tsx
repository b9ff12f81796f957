import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { DASHBOARD_PATH } from '../../app/paths';
import { Logo } from '../../components/Logo';
import { usePageTitle } from '../../components/usePageTitle';

export default function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <div className="ops-center-page" data-testid="not-found">
      <div className="ops-center-logo">
        <Logo />
      </div>
      <Result
        status="404"
        title="404"
        subTitle="This page does not exist. It may have moved, or the address has a typo."
        extra={
          <Link to={DASHBOARD_PATH}>
            <Button type="primary">Go to dashboard</Button>
          </Link>
        }
      />
    </div>
  );
}
