import { AlertTriangle, RefreshCw } from 'lucide-react';
import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';

/** What a screen that failed to draw shows, in place of a blank window: the header stays, so
 * the user can go elsewhere; a new route (resetKey) tries again. */
function ScreenFailed({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <div data-testid="screen-failed" className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-center">
      <div className="flex size-12 items-center justify-center rounded-full bg-red-50 text-red-600"><AlertTriangle className="size-6" aria-hidden /></div>
      <p role="alert" className="max-w-md text-sm text-slate-700">{t('common.screenFailed')}</p>
      <p className="max-w-md break-words font-mono text-xs text-slate-400">{message}</p>
      <Button onClick={() => window.location.reload()}><RefreshCw className="size-4" aria-hidden />{t('common.reload')}</Button>
    </div>
  );
}

/** Keeps a screen's rendering error to that screen (React unmounts the whole app otherwise). */
export class ScreenBoundary extends Component<{ resetKey: string; children: ReactNode }, { error: Error | null; key: string }> {
  state = { error: null as Error | null, key: this.props.resetKey };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  static getDerivedStateFromProps(props: { resetKey: string }, state: { error: Error | null; key: string }) {
    return props.resetKey !== state.key ? { error: null, key: props.resetKey } : null;
  }

  componentDidCatch(error: Error) {
    console.error('screen failed:', error);
  }

  render() {
    return this.state.error ? <ScreenFailed message={this.state.error.message} /> : this.props.children;
  }
}
