import { useEffect } from 'react';
import { Modal } from 'antd';
import { useBlocker } from 'react-router';
import { testId } from '../lib/testId';

/**
 * Asks before unsaved edits are lost: leaving the page, changing its address (a month picked
 * in the address counts), reloading or closing the window. Pass `dirty` from the page's state.
 */
export function UnsavedChangesGuard({
  dirty,
  message = 'Your changes are not saved. Leave without saving?',
}: {
  dirty: boolean;
  message?: string;
}) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  useEffect(() => {
    if (!dirty) return;
    // The browser shows its own wording; setting returnValue is what asks it to.
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);
  return (
    <Modal
      open={blocker.state === 'blocked'}
      title="Unsaved changes"
      okText="Leave"
      cancelText="Stay"
      okButtonProps={{ danger: true, ...testId('unsaved-leave') }}
      cancelButtonProps={testId('unsaved-stay')}
      onOk={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      width={420}
    >
      {message}
    </Modal>
  );
}
