import { Badge } from 'antd';
import { useAppSelector } from '../../../app/hooks';
import { selectIsLive } from '../../shell/connectionSlice';

/** The page says whether what it shows is live (socket connected and browser online, 03 §4). */
export function LiveBadge() {
  const live = useAppSelector(selectIsLive);
  return (
    <Badge
      status={live ? 'success' : 'default'}
      text={live ? 'Live' : 'Not live: reconnect from the top bar'}
      data-testid="supervisor-live"
    />
  );
}
