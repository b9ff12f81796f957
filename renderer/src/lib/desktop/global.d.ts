import type { DesktopApi } from '@ops/shared/desktop/api';

declare global {
  interface Window {
    /** Present only inside the desktop app (exposed by electron/preload.ts). */
    readonly desktop?: DesktopApi;
  }
}

export {};
