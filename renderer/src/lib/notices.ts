import { SNACKBAR_HIDE_MS } from '@ops/shared/rules/constants';

/**
 * One way to tell the user something, from components and from the store alike.
 * A React component inside antd's <App> registers the real sink (antd `message`);
 * until then notices go to the console so nothing is lost during start-up.
 */
export type NoticeLevel = 'success' | 'error' | 'info' | 'warning';

export interface NoticeSink {
  show(level: NoticeLevel, text: string, durationMs: number): void;
}

/** Snackbars hide after 3 s (03 §8, §9). */
export const SNACKBAR_MS = SNACKBAR_HIDE_MS;

const consoleSink: NoticeSink = {
  show: (level, text) => (level === 'error' ? console.error(text) : console.info(text)),
};

let sink: NoticeSink = consoleSink;

export function setNoticeSink(next: NoticeSink | null): void {
  sink = next ?? consoleSink;
}

export const notice = {
  success: (text: string, durationMs = SNACKBAR_MS) => sink.show('success', text, durationMs),
  error: (text: string, durationMs = SNACKBAR_MS) => sink.show('error', text, durationMs),
  info: (text: string, durationMs = SNACKBAR_MS) => sink.show('info', text, durationMs),
  warning: (text: string, durationMs = SNACKBAR_MS) => sink.show('warning', text, durationMs),
};
