import { useEffect, useState } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router';
import { loadServerUrl } from '../lib/desktop/serverUrl';
import { desktop } from '../lib/desktop';
import { serverUrl } from '../lib/serverUrl';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { NoticesBridge } from '../components/NoticesBridge';
import { Splash } from '../components/Splash';
import { bootstrapSession } from '../features/auth/session';
import { ServerSetupPage } from '../features/shell/ServerSetupPage';
import { useAppDispatch } from './hooks';
import { createAppRouter } from './router';
import { store } from './store';
import { theme } from './theme';

type Boot = { state: 'loading' } | { state: 'setup'; initialUrl: string } | { state: 'ready' };

let router: ReturnType<typeof createAppRouter> | null = null;

/** Resolves the server, then checks the stored session once (03 §4). */
function Startup() {
  const dispatch = useAppDispatch();
  const [boot, setBoot] = useState<Boot>({ state: 'loading' });

  useEffect(() => {
    let cancelled = false;
    void loadServerUrl(desktop)
      .catch(() => ({ serverUrl: window.location.origin, firstRun: false }))
      .then(({ serverUrl: url, firstRun }) => {
        if (cancelled) return;
        if (firstRun) {
          setBoot({ state: 'setup', initialUrl: url });
          return;
        }
        serverUrl.set(url);
        setBoot({ state: 'ready' });
        void dispatch(bootstrapSession());
      });
    // StrictMode runs effects twice in development; the flag keeps one bootstrap.
    return () => {
      cancelled = true;
    };
  }, [dispatch]);

  if (boot.state === 'loading') return <Splash />;
  if (boot.state === 'setup') return <ServerSetupPage initialUrl={boot.initialUrl} />;
  router ??= createAppRouter();
  return <RouterProvider router={router} />;
}

export function App() {
  return (
    <ConfigProvider theme={theme} componentSize="middle">
      <AntApp message={{ maxCount: 3, top: 72 }} notification={{ placement: 'topRight', maxCount: 8 }}>
        <NoticesBridge />
        <ErrorBoundary>
          <Provider store={store}>
            <Startup />
          </Provider>
        </ErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
