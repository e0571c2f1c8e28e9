import { Navigation } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { directionLinks, type DirectionLinks, type Stop } from '../lib/directions';
import { platform } from '../lib/platform';
import { Button, buttonClass } from './Button';
import { Dialog } from './Dialog';
import { QrCode } from './QrCode';
import './directions.css';

const APPS = ['naver', 'kakao', 'googleTransit', 'googleWalking'] as const satisfies ReadonlyArray<
  keyof DirectionLinks
>;

/**
 * The route to `to` (from `from`, or from where the phone is) in Naver Map, KakaoMap and Google
 * Maps. A link opens in a new tab, on the desktop in the system browser; a kiosk opens nothing
 * outside the app, so there each app shows a QR code for the visitor's phone instead.
 */
export function Directions({ to, from, label }: { to: Stop; from?: Stop; label: string }) {
  const { t } = useTranslation('common');
  const links = directionLinks(to, from);
  const [shown, setShown] = useState<keyof DirectionLinks | null>(null);
  const kiosk = platform.kiosk !== null;
  return (
    <nav className="directions" aria-label={label}>
      <Navigation aria-hidden="true" className="directions-mark" />
      <ul>
        {APPS.map((app) => (
          <li key={app}>
            {kiosk ? (
              <Button small variant="subtle" onClick={() => setShown(app)}>
                {t(`directions.${app}`)}
              </Button>
            ) : (
              <a
                className={buttonClass({ small: true, variant: 'subtle' })}
                href={links[app]}
                target="_blank"
                rel="noopener noreferrer"
                data-app={app}
              >
                {t(`directions.${app}`)}
              </a>
            )}
          </li>
        ))}
      </ul>
      {shown && (
        <Dialog
          title={t(`directions.${shown}`)}
          onDismiss={() => setShown(null)}
          actions={
            <Button variant="primary" onClick={() => setShown(null)}>
              {t('actions.close')}
            </Button>
          }
        >
          <div className="directions-qr">
            <QrCode value={links[shown]} label={t('directions.qrLabel', { app: t(`directions.${shown}`) })} />
            <p>{t('directions.scan')}</p>
          </div>
        </Dialog>
      )}
    </nav>
  );
}
