import { Badge, Button, Flex, Layout, Tooltip } from 'antd';
import {
  DesktopOutlined,
  IdcardOutlined,
  MenuOutlined,
  MutedOutlined,
  SoundOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatCount, formatBadgeCount } from '../../lib/format';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { PENDING_ID_BADGE_PATH, STOLEN_BADGE_PATH } from '../../app/paths';
import { Logo } from '../../components/Logo';
import { PermissionGate } from '../../components/PermissionGate';
import { selectPendingVerifications, selectStolenAlerts } from './countersSlice';
import {
  notificationsToggled,
  selectNotificationsEnabled,
  selectSoundMuted,
  soundMuteToggled,
} from './preferencesSlice';
import { PendingApprovalsBadge } from '../approvals/PendingApprovalsBadge';
import { AlertToasts } from '../alerts/AlertToasts';
import { NotificationCenter } from '../alerts/NotificationCenter';
import { AccountMenu } from './AccountMenu';
import { ConnectionToggle } from './ConnectionToggle';
import { QuickSwitcher } from '../quickSwitcher/QuickSwitcher';

/** The 64 px top bar of 03 §2.3. */
export function TopBar({
  showMenuButton,
  onMenuClick,
}: {
  showMenuButton: boolean;
  onMenuClick: () => void;
}) {
  const { t } = useTranslation();
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
          <Button
            type="text"
            icon={<MenuOutlined />}
            onClick={onMenuClick}
            aria-label={t('topbar.openMenu')}
            data-testid="menu-button"
          />
        )}
        <Logo />
      </Flex>
      <AlertToasts />
      <Flex align="center" gap={4} style={{ flexShrink: 0 }}>
        <QuickSwitcher />
        <PermissionGate gate={gate('vehicles.VIEW_PAGE')}>
          <Tooltip title={t('topbar.stolenAlertsTip')}>
            <Button
              type="text"
              shape="circle"
              // The name carries the visible count (WCAG 2.5.3: the label is part of the name).
              aria-label={t('topbar.stolenAlerts', { n: formatCount(stolen ?? 0) })}
              // The vehicle list opens filtered to stolen alerts when it comes from here (03 §2.2).
              onClick={() => navigate(STOLEN_BADGE_PATH, { state: { stolenAlerts: true } })}
              data-testid="stolen-badge"
            >
              <Badge count={formatBadgeCount(stolen)} size="small">
                <WarningOutlined className="ops-topbar-icon" />
              </Badge>
            </Button>
          </Tooltip>
        </PermissionGate>
        <PermissionGate gate={gate('users.VERIFY_ID_REQUESTS')}>
          <Tooltip title={t('topbar.pendingIdTip')}>
            <Button
              type="text"
              shape="circle"
              aria-label={t('topbar.pendingId', { n: formatCount(pending ?? 0) })}
              onClick={() => navigate(PENDING_ID_BADGE_PATH)}
              data-testid="pending-badge"
            >
              <Badge count={formatBadgeCount(pending)} size="small" color="var(--ops-primary)">
                <IdcardOutlined className="ops-topbar-icon" />
              </Badge>
            </Button>
          </Tooltip>
        </PermissionGate>
        <PendingApprovalsBadge />
        <NotificationCenter />
        {/* The spec's notification toggle (03 §2.3): off, no alert interrupts (no toast, no OS notification); the center still collects. */}
        <Tooltip title={notificationsOn ? t('topbar.notificationsOn') : t('topbar.notificationsOff')}>
          <Button
            type="text"
            shape="circle"
            aria-pressed={notificationsOn}
            aria-label={t('topbar.notifications')}
            icon={
              <DesktopOutlined className={notificationsOn ? 'ops-topbar-icon' : 'ops-topbar-icon ops-off'} />
            }
            onClick={() => dispatch(notificationsToggled(!notificationsOn))}
            data-testid="notifications-toggle"
          />
        </Tooltip>
        <Tooltip title={soundMuted ? t('topbar.soundMuted') : t('topbar.soundOn')}>
          <Button
            type="text"
            shape="circle"
            aria-pressed={soundMuted}
            aria-label={t('topbar.muteSound')}
            icon={
              soundMuted ? (
                <MutedOutlined className="ops-topbar-icon ops-off" />
              ) : (
                <SoundOutlined className="ops-topbar-icon" />
              )
            }
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
