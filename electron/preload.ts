/**
 * Runs sandboxed before the page: it may only require 'electron' (contextBridge,
 * ipcRenderer), which is why scripts/build-electron.mjs bundles everything else in
 * as CommonJS. It exposes `window.desktop` and nothing more.
 */
import { contextBridge, ipcRenderer } from 'electron';
import { createDesktopBridge } from './preload/bridge';

contextBridge.exposeInMainWorld('desktop', createDesktopBridge(ipcRenderer));
