import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { ConsoleApp } from './ConsoleApp';
import { consoleI18n } from './i18n';
import '../fonts';
import './console.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <I18nextProvider i18n={consoleI18n}>
      <ConsoleApp />
    </I18nextProvider>
  </StrictMode>,
);
