import { Button, Tooltip } from 'antd';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectBrowserOnline, selectConnectionLabel, selectIsLive, selectLiveEnabled } from './connectionSlice';
import { setLiveEnabled } from './realtime';

/** Live updates on/off; shows connected only when the socket is up and the browser online. */
export function ConnectionToggle() {
  const dispatch = useAppDispatch();
  const live = useAppSelector(selectIsLive);
  const enabled = useAppSelector(selectLiveEnabled);
  const online = useAppSelector(selectBrowserOnline);

  const label = useAppSelector(selectConnectionLabel);
  const tip = live
    ? 'Live updates are on. Click to disconnect.'
    : enabled
      ? online
        ? label === 'Reconnecting…'
          ? 'The live server is away; lists and counters refresh when it is back. Click to disconnect.'
          : 'Trying to reach the live server. Click to disconnect.'
        : 'This computer is offline. Live updates resume when it reconnects.'
      : 'Live updates are paused. Click to reconnect.';

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
        {label}
      </Button>
    </Tooltip>
  );
}
