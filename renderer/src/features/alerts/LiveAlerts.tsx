import { Alert, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { appPath, vehiclePath } from '../../app/paths';
import { alertDismissed, selectAlertNotices } from './alertsSlice';
import { useLiveAlerts } from './useLiveAlerts';
import { useTaskSlaNotices } from './useTaskSlaNotices';

export const URGENT_PATH = appPath('urgent');

/**
 * The live alert notices (03 §2.8): persistent until dismissed, at most 8, red for
 * NOT_UPDATING, LOCK_NONE, MOVE_BEEP and stolen, amber otherwise, each linking to the
 * vehicle and to the urgent vehicles page.
 */
export function LiveAlerts() {
  useLiveAlerts();
  useTaskSlaNotices();
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectAlertNotices);
  if (notices.length === 0) return null;
  return (
    <Flex vertical gap={8} className="ops-live-alerts" role="region" aria-label="Live alerts" data-testid="live-alerts">
      {notices.map((notice) => (
        <Alert
          key={notice.id}
          type={notice.colour === 'red' ? 'error' : 'warning'}
          showIcon
          closable={{ 'aria-label': `Dismiss ${notice.text}`, onClose: () => dispatch(alertDismissed(notice.id)) }}
          title={notice.text}
          description={
            <Flex vertical gap={2}>
              {notice.area && <Typography.Text type="secondary">{notice.area}</Typography.Text>}
              <Flex gap={16} wrap>
                {notice.links ? (
                  notice.links.map((link) => (
                    <Link key={link.to} to={link.to}>
                      {link.label}
                    </Link>
                  ))
                ) : (
                  <>
                    <Link to={vehiclePath(notice.code)}>Open vehicle</Link>
                    <Link to={URGENT_PATH}>Urgent vehicles</Link>
                  </>
                )}
              </Flex>
            </Flex>
          }
          data-testid="live-alert"
          data-kind={notice.kind}
          data-colour={notice.colour}
          data-code={notice.code}
        />
      ))}
    </Flex>
  );
}
