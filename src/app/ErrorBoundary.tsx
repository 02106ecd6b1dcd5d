import { Component, type ErrorInfo, type ReactNode } from 'react';
import { analytics, screenErrorEvent } from '../lib/analytics';
import { forgetChunkReload } from '../ui/lazyScreen';
import { LoadErrorView } from '../views/system/LoadErrorView';

interface State {
  failed: boolean;
}

/** Keeps a failed screen from blanking the page; the failure is tracked (spec §8 screen error). */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, _info: ErrorInfo): void {
    analytics.track(
      screenErrorEvent({
        errorUrl: window.location.href,
        screenUrl: window.location.pathname,
        message: error.message,
      }),
    );
  }

  private reload = () => {
    forgetChunkReload();
    window.location.reload();
  };

  override render() {
    return this.state.failed ? <LoadErrorView onReload={this.reload} /> : this.props.children;
  }
}
