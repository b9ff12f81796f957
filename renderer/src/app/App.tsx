import { useEffect, useState } from 'react';
import { App as AntApp, ConfigProvider } from 'antd';
import { Provider } from 'react-redux';
import { useTranslation } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { loadServerUrl } from '../lib/desktop/serverUrl';
import { desktop } from '../lib/desktop';
import { serverUrl } from '../lib/serverUrl';
import { ErrorBoundary } from '../components/ErrorBoundary';
import { NoticesBridge } from '../components/NoticesBridge';
import { Splash } from '../components/Splash';
import { bootstrapSession } from '../features/auth/session';
import { ServerSetupPage } from '../features/shell/ServerSetupPage';
import { antdLocaleFor } from '../i18n/i18n';
import { LocaleController } from '../i18n/LocaleController';
import { useAppDispatch } from './hooks';
import { createAppRouter } from './router';
import { store } from './store';
import { useAppTheme } from './theme';

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
  // Address changes render as urgent updates, not transitions: a list page gets realtime
  // updates every second, and on a slow machine each one restarted the transition's render, so
  // a ticked filter stayed unticked on screen (while the address had it) and a second click
  // ticked it again instead of clearing it.
  return <RouterProvider router={router} useTransitions={false} />;
}

export function App() {
  const theme = useAppTheme();
  // Re-renders on a language switch: antd's texts and its right-to-left layout follow (issue 28).
  const { i18n } = useTranslation();
  return (
    <ConfigProvider
      theme={theme}
      componentSize="middle"
      locale={antdLocaleFor(i18n.language)}
      direction={i18n.dir(i18n.language)}
    >
      <AntApp message={{ maxCount: 3, top: 72 }} notification={{ placement: 'topRight', maxCount: 8 }}>
        <NoticesBridge />
        <ErrorBoundary>
          <Provider store={store}>
            <LocaleController />
            <Startup />
          </Provider>
        </ErrorBoundary>
      </AntApp>
    </ConfigProvider>
  );
}
