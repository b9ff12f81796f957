import { describe, expect, it, vi } from 'vitest';
import { errorReport, installErrorReporting, type ErrorSource } from './errorReporting';

function fakeWindow(pathname: string) {
  const target = new EventTarget();
  const source: ErrorSource = {
    addEventListener: (type, listener) => target.addEventListener(type, listener),
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    location: { pathname },
  };
  return {
    source,
    fire: (type: string, fields: Record<string, unknown>) =>
      target.dispatchEvent(Object.assign(new Event(type), fields)),
  };
}

describe("the page's unhandled errors go to the desktop log (issue 13 §7)", () => {
  it('reports uncaught errors and unhandled rejections with the route, until uninstalled', () => {
    const logError = vi.fn(async () => undefined);
    const page = fakeWindow('/tasks/workspace');
    const uninstall = installErrorReporting(page.source, { logError });
    const failure = new Error('boom');
    page.fire('error', { error: failure, message: 'boom' });
    page.fire('unhandledrejection', { reason: 'socket closed' });
    expect(logError).toHaveBeenNthCalledWith(1, {
      kind: 'error',
      message: 'boom',
      stack: failure.stack,
      route: '/tasks/workspace',
    });
    expect(logError).toHaveBeenNthCalledWith(2, {
      kind: 'unhandledrejection',
      message: 'socket closed',
      route: '/tasks/workspace',
    });
    uninstall();
    page.fire('error', { error: new Error('after') });
    expect(logError).toHaveBeenCalledTimes(2);
  });

  it('keeps reports within the sizes main accepts', () => {
    const report = errorReport('render', 'x'.repeat(10_000), '/'.repeat(900));
    expect(report.message.length).toBe(4_000);
    expect(report.route?.length).toBe(500);
  });
});
