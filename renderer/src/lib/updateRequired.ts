import { Modal } from 'antd';
import { UPDATE_REQUIRED_MESSAGE } from '@ops/shared/rules/clientContract';
import type { DesktopApi } from '@ops/shared/desktop/api';
import { desktop } from './desktop';

let shown = false;

export const UPDATE_DOWNLOADING_TEXT =
  'Downloading the new version. The app restarts into it when the download is done.';

/**
 * What Update does: the desktop looks for the new build now and restarts into it once
 * downloaded (electron/app/updateSchedule.ts updateNow); in a browser, or a desktop run without
 * an update feed, the new app is what the server serves, so the page reloads.
 */
export async function runUpdate(
  api: Pick<DesktopApi, 'updateNow'>,
  reload: () => void,
): Promise<'downloading' | 'reload'> {
  const result = await api.updateNow().catch(() => 'reload' as const);
  if (result === 'reload') reload();
  return result;
}

/** 'Please update the app' with its action, once however many calls were refused. */
export function showUpdateRequired(): void {
  if (shown) return;
  shown = true;
  const modal = Modal.warning({
    title: UPDATE_REQUIRED_MESSAGE,
    content: 'This server runs a newer version than this app. Update to go on working.',
    okText: 'Update',
    closable: false,
    keyboard: false,
    // Kept open (the button spinning) while the desktop downloads: the app restarts from there.
    onOk: async () => {
      if ((await runUpdate(desktop, () => window.location.reload())) === 'downloading') {
        modal.update({ content: UPDATE_DOWNLOADING_TEXT, okButtonProps: { loading: true } });
        return new Promise<never>(() => undefined);
      }
    },
  });
}
