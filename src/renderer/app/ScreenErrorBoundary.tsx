import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../components/Button';
import { platform } from '../lib/platform';

/**
 * A screen that throws while rendering (or whose code chunk cannot be loaded) shows a message and
 * a reload instead of unmounting the whole app into a blank page.
 */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    return this.state.failed ? <ScreenError /> : this.props.children;
  }
}

function ScreenError() {
  const { t } = useTranslation();
  return (
    <main className="page">
      <div className="state state-error" role="alert">
        <p>{t('errors.screen')}</p>
        <Button onClick={() => platform.reload()}>{t('actions.reload')}</Button>
      </div>
    </main>
  );
}
