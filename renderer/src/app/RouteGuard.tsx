import type { ReactNode } from 'react';
import { Button, Result } from 'antd';
import { Link } from 'react-router';
import { useAppSelector } from './hooks';
import { routeAllowed } from './access';
import type { AppRoute } from './routeTypes';
import { DASHBOARD_PATH } from './paths';
import { selectRole } from '../features/auth/sessionSlice';
import { usePageTitle } from '../components/usePageTitle';

/** Applies a route's gate and title; a role without the permission sees why, not a blank page. */
export function RouteGuard({ route, children }: { route: AppRoute; children: ReactNode }) {
  const role = useAppSelector(selectRole);
  usePageTitle(route.title);
  if (!routeAllowed(role, route)) {
    return (
      <Result
        status="403"
        title="No access"
        subTitle={`Your role does not include access to ${route.title}. Ask an administrator if you need it.`}
        extra={
          <Link to={DASHBOARD_PATH}>
            <Button type="primary">Back to dashboard</Button>
          </Link>
        }
        data-testid="no-access"
      />
    );
  }
  return <>{children}</>;
}
