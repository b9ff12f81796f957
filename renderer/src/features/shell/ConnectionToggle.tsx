import { Button, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  selectBrowserOnline,
  selectConnectionLabel,
  selectIsLive,
  selectLiveEnabled,
} from './connectionSlice';
import { setLiveEnabled } from './realtime';

/** Live updates on/off; shows connected only when the socket is up and the browser online. */
export function ConnectionToggle() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const live = useAppSelector(selectIsLive);
  const enabled = useAppSelector(selectLiveEnabled);
  const online = useAppSelector(selectBrowserOnline);

  const label = useAppSelector(selectConnectionLabel);
  const tip = live
    ? t('topbar.liveTip')
    : enabled
      ? online
        ? label === 'Reconnecting…'
          ? t('topbar.reconnectingTip')
          : t('topbar.connectingTip')
        : t('topbar.offlineTip')
      : t('topbar.pausedTip');

  return (
    <Tooltip title={tip}>
      <Button
        type="text"
        className={`ops-live ${live ? 'is-live' : enabled ? 'is-waiting' : 'is-paused'}`}
        onClick={() => setLiveEnabled(!enabled, dispatch)}
        aria-pressed={enabled}
        data-testid="connection-toggle"
        data-connected={live ? 'true' : 'false'}
      >
        <span className="ops-live-dot" aria-hidden />
        {t(`topbar.connection.${label}`)}
      </Button>
    </Tooltip>
  );
}
