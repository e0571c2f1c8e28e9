import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Router as Wouter } from 'wouter';
import { queryClient } from '../lib/data';
import { firstScreenDone } from '../lib/first-screen';
import { i18n } from '../lib/i18n';
import { LoadingOverlay, Popups, Toast } from './Feedback';
import { GlobalPopups } from './GlobalPopups';
import { RouteAnnouncer } from './navigation-focus';
import { Router } from './Router';

/** Loaded after the first screen, not in it (the first screens' budget, decision 090). */
const OfflineMark = lazy(() => firstScreenDone().then(() => import('../components/OfflineMark')));

export function App() {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <Wouter>
          <div className="app">
            <Router />
          </div>
          <GlobalPopups />
          <LoadingOverlay />
          <Popups />
          <Toast />
          <RouteAnnouncer />
          <Suspense fallback={null}>
            <OfflineMark />
          </Suspense>
        </Wouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
