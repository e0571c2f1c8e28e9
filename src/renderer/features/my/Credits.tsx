import { PageHeader } from '../../components/PageHeader';
import { Picture } from '../../components/Picture';
import { SEPARATOR } from '../../lib/separators';
import { otherCredits, photoCredits } from './credits-data';
import { useMy } from './use-my';
import './my.css';

/** Two columns of photos on a phone, four in the reading column of a wide screen (my.css). */
const THUMB_SIZES = '(min-width: 1024px) 170px, calc((min(100vw, 480px) - 44px) / 2)';

/** The site a source is on, by its name (a bare host name reads like a code, not a place). */
const SITE_NAMES: Record<string, string> = {
  'unsplash.com': 'Unsplash',
  'commons.wikimedia.org': 'Wikimedia Commons',
  'github.com': 'GitHub',
  'fonts.google.com': 'Google Fonts',
  'openstreetmap.org': 'OpenStreetMap',
};
const siteOf = (url: string) => {
  const host = new URL(url).hostname.replace(/^www\./, '');
  return SITE_NAMES[host] ?? host;
};

/** /credits: where the app's photos, map data and fonts come from, and under which licences. */
export default function Credits() {
  const { t } = useMy();
  return (
    <main className="page credits">
      <PageHeader title={t('titles:credits')} />
      <p>{t('credits.intro')}</p>
      <section aria-labelledby="credits-photos">
        <h2 id="credits-photos">{t('credits.photos')}</h2>
        <p className="muted">{t('credits.photosNote')}</p>
        <ul className="credits-photos">
          {photoCredits.map((photo) => (
            <li key={photo.name}>
              <Picture url={photo.url} alt="" sizes={THUMB_SIZES} />
              <p>{t(`credits.photo.${photo.name}`)}</p>
              <p className="muted">
                <a href={photo.source} target="_blank" rel="noreferrer">
                  {siteOf(photo.source)}
                </a>
                {SEPARATOR}
                {t(`credits.licence.${photo.licence}`)}
              </p>
            </li>
          ))}
        </ul>
      </section>
      {otherCredits.map((credit) => (
        <section key={credit.key} aria-labelledby={`credits-${credit.key}`}>
          <h2 id={`credits-${credit.key}`}>{t(`credits.${credit.key}.title`)}</h2>
          <p>{t(`credits.${credit.key}.body`)}</p>
          <p className="muted">
            <a href={credit.source} target="_blank" rel="noreferrer">
              {siteOf(credit.source)}
            </a>
            {SEPARATOR}
            {credit.licence}
          </p>
        </section>
      ))}
    </main>
  );
}
