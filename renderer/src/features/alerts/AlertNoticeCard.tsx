import { Alert, Flex, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import { appPath, vehiclePath } from '../../app/paths';
import type { AlertNotice } from './alertNotices';

export const URGENT_PATH = appPath('urgent');

/**
 * One live alert notice (03 §2.8): red for NOT_UPDATING, LOCK_NONE, MOVE_BEEP and stolen, amber
 * otherwise, with links to the vehicle and to the urgent vehicles page. Clicking the notice
 * itself opens the vehicle (or its first link). Used in the notification center and as a toast.
 */
export function AlertNoticeCard({
  notice,
  testId,
  onClose,
  onOpen,
}: {
  notice: AlertNotice;
  testId: string;
  onClose: () => void;
  onOpen?: () => void;
}) {
  const navigate = useNavigate();
  const links = notice.links ?? [
    { to: vehiclePath(notice.code), label: 'Open vehicle' },
    { to: URGENT_PATH, label: 'Urgent vehicles' },
  ];
  const open = () => {
    onOpen?.();
    if (links[0]) void navigate(links[0].to);
  };
  return (
    <Alert
      type={notice.colour === 'red' ? 'error' : 'warning'}
      showIcon
      closable={{ 'aria-label': `Dismiss ${notice.text}`, onClose }}
      title={
        <Typography.Link className="ops-alert-title" onClick={open}>
          {notice.text}
        </Typography.Link>
      }
      description={
        <Flex vertical gap={2}>
          {notice.area && <Typography.Text type="secondary">{notice.area}</Typography.Text>}
          <Flex gap={16} wrap>
            {links.map((link) => (
              <Link key={link.to} to={link.to} onClick={onOpen}>
                {link.label}
              </Link>
            ))}
          </Flex>
        </Flex>
      }
      data-testid={testId}
      data-kind={notice.kind}
      data-colour={notice.colour}
      data-code={notice.code}
    />
  );
}
