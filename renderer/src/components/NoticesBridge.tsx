import { useEffect } from 'react';
import { App } from 'antd';
import { setNoticeSink } from '../lib/notices';

/** Hands antd's message API (inside <App>, so it follows the theme) to the notices helper. */
export function NoticesBridge() {
  const { message } = App.useApp();
  useEffect(() => {
    setNoticeSink({
      show: (level, text, durationMs) => {
        void message.open({ type: level, content: text, duration: durationMs / 1000 });
      },
    });
    return () => setNoticeSink(null);
  }, [message]);
  return null;
}
