import { Component, type ErrorInfo, type ReactNode } from 'react';
import { t } from '../i18n';
import { PrimaryButton } from '../shared/plain/PrimaryButton';

interface Props {
  children: ReactNode;
  /** A new value (the path) clears a shown failure: navigating elsewhere tries again. */
  resetKey?: string;
}

interface State {
  failed: boolean;
  resetKey?: string;
}

/**
 * A screen that throws while rendering, or whose code cannot be loaded (a new release replaced
 * its chunk), shows a Dutch message with a way to reload instead of a blank page.
 */
export class ScreenErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<State> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey !== state.resetKey ? { failed: false, resetKey: props.resetKey } : null;
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('A screen failed to render', error, info.componentStack);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" style={{ padding: '4rem 2rem', textAlign: 'center' }}>
        <h2>{t('app.screenFailed')}</h2>
        <p>{t('app.screenFailedHint')}</p>
        {/* Plain: a failed load may be antd's own chunk. */}
        <PrimaryButton onClick={() => window.location.reload()}>{t('app.reload')}</PrimaryButton>
      </div>
    );
  }
}
