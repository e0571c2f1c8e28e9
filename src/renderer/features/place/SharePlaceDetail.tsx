import { useTranslation } from 'react-i18next';
import { ObjectState } from '../../components/AsyncState';
import { ButtonLink } from '../../components/Button';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useCall, useIdParam, useLanguage } from '../../lib/data';
import { formatNumber } from '../../lib/format';
import { PlaceInfo } from './PlaceInfo';
import './place.css';

/** The public, read-only page a shared link opens (the server adds its Open Graph tags). */
export default function SharePlaceDetail() {
  const { t } = useTranslation('place');
  const language = useLanguage();
  const placeId = useIdParam() ?? 0;
  const detail = useCall(api.place.placeDetail, { placeId });
  return (
    <main className="page">
      <PageHeader title={t('titles:sharePlaceMapDetail')} back={false} />
      <ObjectState call={detail}>
        {(p) => (
          <article className="place-share">
            <h2>{p.name}</h2>
            <p className="muted">
              {t('detail.applaudCount', { count: formatNumber(p.likeCount, language) })} ·{' '}
              {t('common:comments.titleCount', { count: p.commentCount })}
            </p>
            <PlaceInfo place={p} />
            <ButtonLink href={`/placeMap?placeId=${p.id}`} variant="primary" block>
              {t('detail.openInApp')}
            </ButtonLink>
          </article>
        )}
      </ObjectState>
    </main>
  );
}
