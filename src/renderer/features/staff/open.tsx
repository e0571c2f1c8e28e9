import { StrictMode, Suspense } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../lib/i18n';
import { StaffPanel, type StaffPanelProps } from './StaffPanel';

let open: Root | undefined;

/** Mounts the staff panel above whatever screen is showing, without touching the app's tree. */
export function openStaffPanel({ kiosk, resetNow }: Omit<StaffPanelProps, 'onClose'>): void {
  if (open) return;
  const host = document.body.appendChild(document.createElement('div'));
  const root = createRoot(host);
  open = root;
  const close = () => {
    root.unmount();
    host.remove();
    open = undefined;
  };
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <Suspense fallback={null}>
          <StaffPanel kiosk={kiosk} resetNow={resetNow} onClose={close} />
        </Suspense>
      </I18nextProvider>
    </StrictMode>,
  );
}
