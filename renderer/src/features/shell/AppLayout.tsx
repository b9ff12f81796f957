import { Suspense, useEffect, useMemo, useState } from 'react';
import { Alert, Grid, Layout, Spin } from 'antd';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { MenuContext, menuFor } from '../../app/menu';
import type { RouteHandle } from '../../app/routeTypes';
import { APP_ROUTES } from '../../app/routes';
import { desktop } from '../../lib/desktop';
import { selectRole, selectTokenPersisted } from '../auth/sessionSlice';
import { browserOnlineChanged } from './connectionSlice';
import { LiveAlerts } from '../alerts/LiveAlerts';
import { SideDrawer } from './SideDrawer';
import { TopBar } from './TopBar';
import { useDesktopAttention } from './useDesktopAttention';

function useFullWidth(): boolean {
  const matches = useMatches();
  return matches.some((match) => (match.handle as RouteHandle | undefined)?.fullWidth === true);
}

/** The signed-in frame: top bar, side drawer and the page. */
export function AppLayout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const screens = Grid.useBreakpoint();
  const fullWidth = useFullWidth();
  const tokenPersisted = useAppSelector(selectTokenPersisted);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const role = useAppSelector(selectRole);
  const menu = useMemo(() => menuFor(role, APP_ROUTES), [role]);
  // `lg` is undefined on the very first render; assume a desktop so the menu does not flash.
  const permanent = (screens.lg ?? true) && !fullWidth;

  useEffect(() => {
    const sync = () => dispatch(browserOnlineChanged(navigator.onLine));
    window.addEventListener('online', sync);
    window.addEventListener('offline', sync);
    sync();
    return () => {
      window.removeEventListener('online', sync);
      window.removeEventListener('offline', sync);
    };
  }, [dispatch]);

  // A click on a desktop notification brings the window forward on the right page.
  useEffect(() => desktop.onNavigate((route) => navigate(route)), [navigate]);
  useDesktopAttention();

  return (
    <MenuContext.Provider value={menu}>
      <Layout style={{ minHeight: '100vh' }}>
        <TopBar showMenuButton={!permanent} onMenuClick={() => setDrawerOpen(true)} />
        <Layout>
          <SideDrawer
            permanent={permanent}
            open={drawerOpen && !permanent}
            onClose={() => setDrawerOpen(false)}
          />
          <Layout.Content className={fullWidth ? 'ops-content ops-content-full' : 'ops-content'}>
            {!tokenPersisted && (
              <Alert
                type="warning"
                showIcon
                closable
                style={{ marginBottom: 16 }}
                title="You will need to sign in again next time: this computer cannot store your sign-in securely."
              />
            )}
            <Suspense fallback={<Spin style={{ display: 'block', marginTop: 80 }} />}>
              <Outlet />
            </Suspense>
          </Layout.Content>
        </Layout>
        <LiveAlerts />
      </Layout>
    </MenuContext.Provider>
  );
}
