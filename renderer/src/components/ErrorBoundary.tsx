import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorFallback } from './ErrorFallback';
import { desktop } from '../lib/desktop';
import { errorReport } from '../lib/desktop/errorReporting';

/** Catches an uncaught rendering failure anywhere below and shows the spec's text (03 §2.1). */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Uncaught rendering failure', error, info.componentStack);
    void desktop.logError(errorReport('render', error, window.location.pathname)).catch(() => undefined);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorFallback /> : this.props.children;
  }
}
