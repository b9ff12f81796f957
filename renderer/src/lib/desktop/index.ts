import type { DesktopApi } from '@ops/shared/desktop/api';
import { createBrowserDesktop } from './browserDesktop';

export type {
  AppInfo,
  DesktopApi,
  DesktopNotification,
  RendererErrorReport,
  SaveExportRequest,
  SaveExportResult,
  StoreTokenResult,
} from '@ops/shared/desktop/api';

/**
 * The one way the renderer reaches the desktop: the preload bridge inside Electron,
 * the browser fallback anywhere else. Code never reads `window.desktop` itself.
 */
export const desktop: DesktopApi =
  typeof window !== 'undefined' && window.desktop ? window.desktop : createBrowserDesktop();
