import { useLiveAlerts } from './useLiveAlerts';
import { useTaskSlaNotices } from './useTaskSlaNotices';

export { URGENT_PATH } from './AlertNoticeCard';

/**
 * The live alert subscriptions of the signed-in frame. What they deliver shows in the top bar:
 * the toasts (AlertToasts) and the notification center (NotificationCenter, 03 §2.8's notices).
 */
export function LiveAlerts() {
  useLiveAlerts();
  useTaskSlaNotices();
  return null;
}
