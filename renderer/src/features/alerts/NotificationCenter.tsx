import { useState } from 'react';
import { Badge, Button, Drawer, Empty, Flex, Select, Switch, Tooltip, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import {
  ALERT_DELIVERIES,
  ALERT_DELIVERY_LABELS,
  ALERT_KIND_LABELS,
  ALERT_KINDS,
  type AlertDelivery,
} from '@ops/shared/rules/alertPolicy';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectRole } from '../auth/sessionSlice';
import { AlertNoticeCard } from './AlertNoticeCard';
import {
  effectivePreferences,
  useMyAlertPreferencesQuery,
  useSetMyAlertPreferenceMutation,
} from './alertPreferencesApi';
import {
  alertDismissed,
  alertsCleared,
  alertsRead,
  centerClosed,
  selectAlertNotices,
  selectToastsMuted,
  selectUnreadAlerts,
  toastsMuteToggled,
} from './alertsSlice';

const DELIVERY_OPTIONS = ALERT_DELIVERIES.map((delivery) => ({
  value: delivery,
  label: ALERT_DELIVERY_LABELS[delivery],
}));

/** Per alert kind: off, in app, or in app and desktop; kept on the server for this user. */
function AlertPreferences() {
  const role = useAppSelector(selectRole);
  const { data } = useMyAlertPreferencesQuery();
  const [save, { isLoading }] = useSetMyAlertPreferenceMutation();
  const preferences = effectivePreferences(role, data);
  return (
    <Flex vertical gap={8} data-testid="alert-preferences">
      <Typography.Text strong>Alerts I receive</Typography.Text>
      {ALERT_KINDS.map((kind) => (
        <Flex key={kind} align="center" justify="space-between" gap={12}>
          <Typography.Text id={`alert-pref-${kind}`}>{ALERT_KIND_LABELS[kind]}</Typography.Text>
          <Select<AlertDelivery>
            size="small"
            style={{ width: 180 }}
            aria-labelledby={`alert-pref-${kind}`}
            value={preferences[kind]}
            options={DELIVERY_OPTIONS}
            disabled={isLoading}
            onChange={(delivery) => void save({ kind, delivery })}
            data-testid={`alert-pref-${kind}`}
          />
        </Flex>
      ))}
    </Flex>
  );
}

/**
 * The notification center (issue 23): a bell with the unread count in the top bar and a
 * drawer holding the live notices of 03 §2.8 (at most 8, until dismissed), the switch that
 * mutes toasts for the shift, and the user's alert preferences.
 */
export function NotificationCenter() {
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectAlertNotices);
  const unread = useAppSelector(selectUnreadAlerts);
  const toastsMuted = useAppSelector(selectToastsMuted);
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    dispatch(centerClosed());
  };
  return (
    <>
      <Tooltip title="Alerts">
        <Button
          type="text"
          shape="circle"
          aria-label={`Alerts: ${unread} unread`}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => {
            setOpen(true);
            dispatch(alertsRead());
          }}
          data-testid="alerts-bell"
        >
          <Badge count={unread} size="small" overflowCount={99}>
            <BellOutlined className="ops-topbar-icon" />
          </Badge>
        </Button>
      </Tooltip>
      <Drawer
        title="Alerts"
        placement="right"
        size={400}
        open={open}
        onClose={close}
        data-testid="alerts-drawer"
        extra={
          <Button
            size="small"
            onClick={() => dispatch(alertsCleared())}
            disabled={notices.length === 0}
            data-testid="alerts-clear"
          >
            Clear all
          </Button>
        }
      >
        <Flex vertical gap={16}>
          <Flex align="center" justify="space-between" gap={12}>
            <Typography.Text id="alerts-mute-label">Mute pop-ups for this shift</Typography.Text>
            <Switch
              checked={toastsMuted}
              onChange={(checked) => dispatch(toastsMuteToggled(checked))}
              aria-labelledby="alerts-mute-label"
              data-testid="alerts-mute"
            />
          </Flex>
          <Flex vertical gap={8} role="region" aria-label="Live alerts" data-testid="live-alerts">
            {notices.length === 0 ? (
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No alerts" />
            ) : (
              notices.map((notice) => (
                <AlertNoticeCard
                  key={notice.id}
                  notice={notice}
                  testId="live-alert"
                  onClose={() => dispatch(alertDismissed(notice.id))}
                  onOpen={close}
                />
              ))
            )}
          </Flex>
          <AlertPreferences />
        </Flex>
      </Drawer>
    </>
  );
}
