import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useAppSelector } from './hooks';
import { ACCESS_DENIED_PATH, LOGIN_PATH } from './paths';
import { selectSessionStatus } from '../features/auth/sessionSlice';
import { Splash } from '../components/Splash';

/** The /app layout needs a signed-in user; everything else is sent where it belongs. */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useAppSelector(selectSessionStatus);
  const location = useLocation();
  switch (status) {
    case 'loading':
      return <Splash />;
    case 'authenticated':
      return <>{children}</>;
    case 'authError':
    case 'restricted':
      return <Navigate to={ACCESS_DENIED_PATH} replace />;
    case 'unauthenticated':
      return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  }
}
