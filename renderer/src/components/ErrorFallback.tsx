import { Button, Result } from 'antd';
import { useRouteError } from 'react-router';
import { useEffect } from 'react';

export const ERROR_FALLBACK_TEXT = 'Error happened. Please contact the tech team.';

export function ErrorFallback() {
  return (
    <div className="ops-center-page" data-testid="error-fallback">
      <Result
        status="error"
        title={ERROR_FALLBACK_TEXT}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      />
    </div>
  );
}

/** The router's errorElement: same text, and the failure logged for the tech team. */
export function RouteErrorFallback() {
  const error = useRouteError();
  useEffect(() => console.error('Route failure', error), [error]);
  return <ErrorFallback />;
}
