import type { DesktopApi, RendererErrorReport } from '@ops/shared/desktop/api';

/** The part of `window` whose failures are reported. */
export interface ErrorSource {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  removeEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  location: { pathname: string };
}

function describe(reason: unknown): { message: string; stack?: string } {
  if (reason instanceof Error)
    return { message: reason.message, ...(reason.stack ? { stack: reason.stack.slice(0, 16_000) } : {}) };
  return { message: String(reason) };
}

/** One report for the desktop's log file (sizes kept within what main accepts). */
export function errorReport(
  kind: RendererErrorReport['kind'],
  reason: unknown,
  route: string,
): RendererErrorReport {
  const { message, stack } = describe(reason);
  return { kind, message: message.slice(0, 4_000), ...(stack ? { stack } : {}), route: route.slice(0, 500) };
}

/**
 * Sends every error the page did not handle to the desktop's log (Help › Open log folder), so
 * a support agent's "it went wrong at 14:05" can be read afterwards. Returns the uninstaller.
 */
export function installErrorReporting(
  source: ErrorSource,
  desktop: Pick<DesktopApi, 'logError'>,
): () => void {
  const send = (report: RendererErrorReport) => void desktop.logError(report).catch(() => undefined);
  const onError = (event: Event) =>
    send(
      errorReport(
        'error',
        (event as ErrorEvent).error ?? (event as ErrorEvent).message,
        source.location.pathname,
      ),
    );
  const onRejection = (event: Event) =>
    send(
      errorReport('unhandledrejection', (event as PromiseRejectionEvent).reason, source.location.pathname),
    );
  source.addEventListener('error', onError);
  source.addEventListener('unhandledrejection', onRejection);
  return () => {
    source.removeEventListener('error', onError);
    source.removeEventListener('unhandledrejection', onRejection);
  };
}
