import { useEffect } from 'react';
import { Button, Typography } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { vehiclePath } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { AlertNotice } from './alertNotices';
import { selectAlertToasts, toastClosed } from './alertsSlice';

/** A toast leaves on its own after this; the notice stays in the notification center. */
export const TOAST_MS = 8000;

function Toast({ notice }: { notice: AlertNotice }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastClosed(notice.id)), TOAST_MS);
    return () => clearTimeout(timer);
  }, [dispatch, notice.id]);
  const to = notice.links?.[0]?.to ?? vehiclePath(notice.code);
  return (
    <div
      className={`ops-alert-toast ops-alert-toast--${notice.colour}`}
      data-testid="alert-toast"
      data-kind={notice.kind}
      data-code={notice.code}
      data-colour={notice.colour}
    >
      <Typography.Link
        ellipsis
        className="ops-alert-toast__text"
        onClick={() => {
          dispatch(toastClosed(notice.id));
          void navigate(to);
        }}
      >
        {notice.text}
        {notice.area ? ` · ${notice.area}` : ''}
      </Typography.Link>
      <Button
        type="text"
        size="small"
        icon={<CloseOutlined />}
        aria-label={`Close ${notice.text}`}
        onClick={() => dispatch(toastClosed(notice.id))}
        className="ops-alert-toast__close"
      />
    </div>
  );
}

/**
 * At most three transient one-line toasts in the top bar's free middle, between the logo and
 * the icons: they take only space no control uses, so they can never sit over Task Control,
 * the cards' actions, the backlog or a dialog. A toast opens its vehicle; the notice stays in
 * the notification center.
 */
export function AlertToasts() {
  const toasts = useAppSelector(selectAlertToasts);
  return (
    <div className="ops-alert-toasts" role="status" aria-label="New alerts" data-testid="alert-toasts">
      {toasts.map((notice) => (
        <Toast key={notice.id} notice={notice} />
      ))}
    </div>
  );
}
