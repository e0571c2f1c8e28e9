import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import type { Language } from '../../../shared/constants';
import { ListState } from '../../components/AsyncState';
import { PageHeader } from '../../components/PageHeader';
import { api, client } from '../../lib/api-client';
import { formatNumber } from '../../lib/format';
import { useCall } from '../../lib/use-call';
import { PlaceInfo } from './PlaceInfo';
import './place.css';

/** The public, read-only page a shared link opens (the server adds its Open Graph tags). */
export default function SharePlaceDetail() {
  const { t, i18n } = useTranslation('place');
  const language = i18n.language as Language;
  const placeId = Number(new URLSearchParams(useSearch()).get('id'));
  const detail = useCall(() => client.call(api.place.placeDetail, { placeId }), [placeId, language]);
  return (
    <main className="page">
      <PageHeader title={t('titles:sharePlaceMapDetail')} back={false} />
      <ListState
        loading={detail.loading}
        error={detail.error}
        items={detail.data ? [detail.data] : undefined}
        empty={t('detail.notFound')}
        onRetry={detail.reload}
      >
        {([p]) => (
          <article className="place-share">
            <h2>{p!.name}</h2>
            <p className="muted">
              {t('detail.applaudCount', { count: formatNumber(p!.likeCount, language) })} ·{' '}
              {t('comments.title', { count: p!.commentCount })}
            </p>
            <PlaceInfo place={p!} />
            <Link href={`/placeMap?placeId=${p!.id}`} className="button primary block">
              {t('detail.openInApp')}
            </Link>
          </article>
        )}
      </ListState>
    </main>
  );
}
