import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { Language } from '../../../shared/constants';
import { ListState } from '../../components/ListState';
import { api, client } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { useCall } from '../../lib/use-call';

/** The main feed's frame: banners, the important notice and the user's points. */
export default function Home() {
  const { t, i18n } = useTranslation('feed');
  const language = i18n.language as Language;
  const banners = useCall(() => client.call(api.notice.bannerList, {}), [language]);
  const notice = useCall(() => client.call(api.notice.importantNotice, {}), [language]);
  const points = useCall(() => client.call(api.user.userPoint, {}), []);
  return (
    <main className="page home">
      <header className="home-header">
        <h1>{t('common:app.name')}</h1>
        {points.data && (
          <Link href="/myPointHistory" className="points-chip" aria-label={t('home.pointsLabel', { points: formatNumber(points.data.balance, language) })}>
            {formatNumber(points.data.balance, language)} P
          </Link>
        )}
      </header>
      {notice.data && (
        <Link href={`/noticeDetail?id=${notice.data.id}`} className="important-notice">
          <span className="badge">{t('home.notice')}</span> {notice.data.title}
        </Link>
      )}
      <section aria-label={t('home.banners')}>
        <ListState loading={banners.loading} error={banners.error} items={banners.data} empty={t('home.noBanners')} onRetry={banners.reload}>
          {(items) => (
            <ul className="banner-strip">
              {items.map((b) => (
                <li key={b.id}>
                  <Link href={b.linkPath} className="banner">
                    <img src={b.imageUrl} alt={b.title} loading="lazy" />
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </main>
  );
}
