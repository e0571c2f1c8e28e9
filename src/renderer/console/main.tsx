import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { queryClient } from '../lib/data';
import { ConsoleApp } from './ConsoleApp';
import { consoleI18n } from './i18n';
import './console.css';

// The console's code (paths, bodies) in a monospace face of its own: declared, it blocks no paint.
void import('../fonts/mono').catch(() => undefined);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={consoleI18n}>
      <QueryClientProvider client={queryClient}>
        <ConsoleApp />
      </QueryClientProvider>
    </I18nextProvider>
  </StrictMode>,
);
