import { Badge, Button, Flex, Layout, Tooltip } from 'antd';
import {
  BellFilled,
  BellOutlined,
  IdcardOutlined,
  MenuOutlined,
  MutedOutlined,
  SoundOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PENDING_ID_BADGE_PATH, STOLEN_BADGE_PATH } from '../../app/paths';
import { Logo } from '../../components/Logo';
import { PermissionGate } from '../../components/PermissionGate';
import { selectPendingVerifications, selectStolenAlerts } from './countersSlice';
import { notificationsToggled, selectNotificationsEnabled, selectSoundMuted, soundMuteToggled } from './preferencesSlice';
import { PendingApprovalsBadge } from '../approvals/PendingApprovalsBadge';
import { AccountMenu } from './AccountMenu';
import { ConnectionToggle } from './ConnectionToggle';

/** The 64 px top bar of 03 §2.3. */
export function TopBar({ showMenuButton, onMenuClick }: { showMenuButton: boolean; onMenuClick: () => void }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const stolen = useAppSelector(selectStolenAlerts);
  const pending = useAppSelector(selectPendingVerifications);
  const notificationsOn = useAppSelector(selectNotificationsEnabled);
  const soundMuted = useAppSelector(selectSoundMuted);

  return (
    <Layout.Header className="ops-topbar" data-testid="topbar">
      <Flex align="center" gap={12} style={{ minWidth: 0 }}>
        {showMenuButton && (
          <Button type="text" icon={<MenuOutlined />} onClick={onMenuClick} aria-label="Open menu" data-testid="menu-button" />
        )}
        <Logo />
      </Flex>
      <Flex align="center" gap={4}>
        <PermissionGate gate={gate('vehicles.VIEW_PAGE')}>
          <Tooltip title="Lost and stolen alerts">
            <Button
              type="text"
              shape="circle"
              // The name carries the visible count (WCAG 2.5.3: the label is part of the name).
              aria-label={`Stolen alerts: ${stolen ?? 0}`}
              // The vehicle list opens filtered to stolen alerts when it comes from here (03 §2.2).
              onClick={() => navigate(STOLEN_BADGE_PATH, { state: { stolenAlerts: true } })}
              data-testid="stolen-badge"
            >
              <Badge count={stolen ?? 0} size="small" overflowCount={99}>
                <WarningOutlined className="ops-topbar-icon" />
              </Badge>
            </Button>
          </Tooltip>
        </PermissionGate>
        <PermissionGate gate={gate('users.VERIFY_ID_REQUESTS')}>
          <Tooltip title="Pending ID verifications">
            <Button
              type="text"
              shape="circle"
              aria-label={`Pending ID verifications: ${pending ?? 0}`}
              onClick={() => navigate(PENDING_ID_BADGE_PATH)}
              data-testid="pending-badge"
            >
              <Badge count={pending ?? 0} size="small" overflowCount={99} color="#0f766e">
                <IdcardOutlined className="ops-topbar-icon" />
              </Badge>
            </Button>
          </Tooltip>
        </PermissionGate>
        <PendingApprovalsBadge />
        <Tooltip title={notificationsOn ? 'Notifications on' : 'Notifications off'}>
          <Button
            type="text"
            shape="circle"
            aria-pressed={notificationsOn}
            aria-label="Notifications"
            icon={notificationsOn ? <BellFilled className="ops-topbar-icon" /> : <BellOutlined className="ops-topbar-icon ops-off" />}
            onClick={() => dispatch(notificationsToggled(!notificationsOn))}
            data-testid="notifications-toggle"
          />
        </Tooltip>
        <Tooltip title={soundMuted ? 'Sound muted' : 'Sound on'}>
          <Button
            type="text"
            shape="circle"
            aria-pressed={soundMuted}
            aria-label="Mute sound"
            icon={soundMuted ? <MutedOutlined className="ops-topbar-icon ops-off" /> : <SoundOutlined className="ops-topbar-icon" />}
            onClick={() => dispatch(soundMuteToggled(!soundMuted))}
            data-testid="sound-toggle"
          />
        </Tooltip>
        <ConnectionToggle />
        <span className="ops-topbar-divider" />
        <AccountMenu />
      </Flex>
    </Layout.Header>
  );
}
