import { HandHeart, MapPin, TrendingUp } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FeedPreview } from '../../../shared/api/feed';
import { QUICK_TAG_AREAS, type PlaceSummary } from '../../../shared/api/place';
import { ListState } from '../../components/AsyncState';
import { Button } from '../../components/Button';
import { api } from '../../lib/api-client';
import { useCall, useLanguage } from '../../lib/data';
import { formatNumber } from '../../lib/format';
import { FeedCard } from './FeedCard';

type QuickArea = (typeof QUICK_TAG_AREAS)[number];
const POPULAR_AREAS = 4;
const POPULAR_PLACES = 4;
const TRENDING_SHOWN = 4;
const PLACES_SHOWN = 6;
const byInterest = (a: PlaceSummary, b: PlaceSummary) => b.likeCount + b.commentCount - (a.likeCount + a.commentCount);

/**
 * What people look for, from the spec's own calls (none counts searches): the areas the trending
 * posts talk about most, then the places with the most applause and comments.
 */
function popularWords(places: PlaceSummary[], posts: FeedPreview[], areaName: (area: string) => string): string[] {
  const talk = posts.map((p) => `${p.title} ${p.excerpt}`).join(' ');
  const mentions = (area: string) => talk.split(areaName(area)).length - 1;
  const areas = [...new Set(places.map((p) => p.area))]
    .map((area) => ({ area, mentions: mentions(area) }))
    .sort((a, b) => b.mentions - a.mentions)
    .slice(0, POPULAR_AREAS);
  const names = [...places].sort(byInterest).slice(0, POPULAR_PLACES);
  return [...areas.map(({ area }) => areaName(area)), ...names.map((p) => p.name)];
}

/** The search's first screen: popular searches, trending posts and the best-liked places of the quick-tag areas. */
export function SearchStart({ onSearch }: { onSearch(word: string): void }) {
  const { t } = useTranslation('feed');
  const places = useCall(api.search.place, { size: 100 }, { silent: true });
  // A page of the recommended posts: the first few are shown, all of them say which areas are talked about.
  const trending = useCall(api.feed.mainFeedList, { tab: 'recommended', size: 20 }, { silent: true });
  const ids = { popular: useId(), trending: useId(), places: useId() };
  return (
    <>
      <section aria-labelledby={ids.popular} className="search-section">
        <h2 id={ids.popular}>{t('search.popular')}</h2>
        <ListState
          loading={places.loading}
          error={places.error}
          items={places.data?.items}
          empty={t('search.noPopular')}
          skeleton="row"
          onRetry={places.reload}
        >
          {(items) => (
            <ol className="popular-words">
              {popularWords(items, trending.data?.items ?? [], (area) => t(`search.areas.${area}`)).map((word, i) => (
                <li key={word}>
                  <button type="button" className="popular-word" onClick={() => onSearch(word)}>
                    <span className="popular-rank">{i + 1}</span>
                    {word}
                  </button>
                </li>
              ))}
            </ol>
          )}
        </ListState>
      </section>
      <section aria-labelledby={ids.trending} className="search-section">
        <h2 id={ids.trending}>
          <TrendingUp /> {t('search.trending')}
        </h2>
        <ListState
          loading={trending.loading}
          error={trending.error}
          items={trending.data?.items}
          empty={t('search.noTrending')}
          skeleton="card"
          onRetry={trending.reload}
        >
          {(items) => (
            <ul className="search-trending">
              {items.slice(0, TRENDING_SHOWN).map((post) => (
                <li key={post.id}>
                  <FeedCard post={post} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
      <AreaPlaces headingId={ids.places} places={places} />
    </>
  );
}

function AreaPlaces({
  headingId,
  places,
}: {
  headingId: string;
  places: ReturnType<typeof useCall<typeof api.search.place>>;
}) {
  const { t } = useTranslation('feed');
  const language = useLanguage();
  const [area, setArea] = useState<QuickArea>(QUICK_TAG_AREAS[0]);
  const shown = places.data?.items
    .filter((p) => p.area === area)
    .sort(byInterest)
    .slice(0, PLACES_SHOWN);
  return (
    <section aria-labelledby={headingId} className="search-section">
      <h2 id={headingId}>{t('search.areaPlaces')}</h2>
      <div className="search-areas" role="group" aria-label={t('search.areaPlaces')}>
        {QUICK_TAG_AREAS.map((a) => (
          <Button key={a} variant="tag" aria-pressed={a === area} onClick={() => setArea(a)}>
            {t(`search.areas.${a}`)}
          </Button>
        ))}
      </div>
      <ListState
        loading={places.loading}
        error={places.error}
        items={shown}
        empty={t('search.noAreaPlaces')}
        skeleton="card"
        onRetry={places.reload}
      >
        {(items) => (
          <ul className="search-places">
            {items.map((p) => (
              <li key={p.id}>
                <Link href={`/placeMap?placeId=${p.id}`} className="search-place">
                  {p.thumbnail ? <img src={p.thumbnail} alt="" loading="lazy" /> : <MapPin />}
                  <span className="search-place-name">{p.name}</span>
                  <span className="search-place-meta muted">
                    {p.likeCount > 0 && (
                      <span
                        aria-label={t('card.likes', { count: p.likeCount, value: formatNumber(p.likeCount, language) })}
                      >
                        <HandHeart aria-hidden="true" /> {formatNumber(p.likeCount, language)}
                      </span>
                    )}
                    {p.address}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}
