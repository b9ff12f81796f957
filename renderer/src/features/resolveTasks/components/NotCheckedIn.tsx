import { Button, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { LoginOutlined } from '@ant-design/icons';
import { useAppDispatch } from '../../../app/hooks';
import { isApiError, GENERIC_ERROR_TEXT } from '@ops/shared/rules/errors';
import { useCheckUserInTasksMutation } from '../resolveTasksApi';
import { currentTaskLoaded } from '../tasksSlice';

/** 01 §2: the prompt shown until the user checks in; a failure shows under the button (01 §8). */
export function NotCheckedIn({ onCheckedIn }: { onCheckedIn: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [checkIn, { isLoading, error }] = useCheckUserInTasksMutation();
  const message = error ? (isApiError(error) ? error.message : GENERIC_ERROR_TEXT) : null;

  const onClick = async () => {
    try {
      const task = await checkIn().unwrap();
      // No task in the answer says nothing: an 'ASSIGNED TASK' may already have brought one.
      if (task) dispatch(currentTaskLoaded(task));
      onCheckedIn();
    } catch {
      // Shown under the button from the mutation state.
    }
  };

  return (
    <Result
      data-testid="not-checked-in"
      icon={<LoginOutlined />}
      title={t('workspace.notCheckedIn.title')}
      extra={
        <>
          <Button
            type="primary"
            size="large"
            loading={isLoading}
            onClick={() => void onClick()}
            data-testid="check-in"
          >
            {t('workspace.notCheckedIn.checkIn')}
          </Button>
          {message && (
            <Typography.Paragraph type="danger" style={{ marginTop: 12 }} data-testid="check-in-error">
              {message}
            </Typography.Paragraph>
          )}
        </>
      }
    />
  );
}
