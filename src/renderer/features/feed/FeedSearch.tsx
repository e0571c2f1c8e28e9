import { MapPin } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { ListState } from '../../components/AsyncState';
import { EmptyState } from '../../components/EmptyState';
import { Highlight } from '../../components/Highlight';
import { ListRow } from '../../components/ListRow';
import { PageHeader } from '../../components/PageHeader';
import { RecentSearches } from '../../components/RecentSearches';
import { SearchForm } from '../../components/SearchForm';
import { api } from '../../lib/api-client';
import { useCall, usePages } from '../../lib/data';
import { recentSearches } from '../../lib/recent-searches';
import { FeedWindow } from './FeedWindow';
import { SearchStart } from './SearchStart';
import './feed.css';

const recentWords = recentSearches('feed.recentSearches');

/**
 * /feedSearch?q=words: places and posts together; the query lives in the address, recent ones locally.
 * Without words it opens on something to start from (SearchStart), never a blank page.
 */
export default function FeedSearch() {
  const { t } = useTranslation('feed');
  const query = new URLSearchParams(useSearch()).get('q')?.trim() ?? '';
  const [, navigate] = useLocation();
  const [text, setText] = useState(query);
  const [recent, setRecent] = useState(recentWords.read);
  const inputId = useId();

  const search = (words: string) => {
    const q = words.trim();
    if (!q) return;
    setRecent(recentWords.remember(q));
    navigate(`/feedSearch?q=${encodeURIComponent(q)}`);
  };

  const choose = (word: string) => {
    setText(word);
    search(word);
  };

  return (
    <main className="page feed-search">
      <PageHeader title={t('titles:feedSearch')} />
      <SearchForm
        id={inputId}
        label={t('search.label')}
        placeholder={t('search.placeholder')}
        submit={t('search.submit')}
        value={text}
        onChange={setText}
        onSearch={search}
      />
      {query ? (
        <Results query={query} />
      ) : (
        <>
          <RecentSearches
            words={recent}
            labels={{
              heading: t('search.recent'),
              clear: t('search.clearRecent'),
              remove: (query) => t('search.removeRecent', { query }),
            }}
            onChoose={choose}
            onForget={(word) => setRecent(recentWords.forget(word))}
          />
          <SearchStart onSearch={choose} />
        </>
      )}
    </main>
  );
}

function Results({ query }: { query: string }) {
  const { t } = useTranslation('feed');
  const places = useCall(api.search.place, { query, size: 5 }, { silent: true });
  const posts = usePages(api.search.feed, { query, size: 20 });
  const nothing = places.data?.items.length === 0 && posts.items?.length === 0;
  if (nothing)
    return (
      <div role="status">
        <EmptyState picture="search" text={t('search.noResults')} />
      </div>
    );
  return (
    <>
      <section aria-labelledby="search-places" className="search-section">
        <h2 id="search-places">{t('search.places')}</h2>
        <ListState
          loading={places.loading}
          error={places.error}
          items={places.data?.items}
          empty={t('search.noPlaces')}
          onRetry={places.reload}
        >
          {(items) => (
            <ul className="list">
              {items.map((p) => (
                <li key={p.id}>
                  <ListRow
                    href={`/placeMap?placeId=${p.id}`}
                    leading={<MapPin />}
                    title={<Highlight text={p.name} terms={p.matched} />}
                    meta={p.address}
                  />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
      <section aria-labelledby="search-feeds" className="search-section">
        <h2 id="search-feeds">{t('search.feeds')}</h2>
        <FeedWindow list={posts} empty={t('search.noFeeds')} label={t('search.feeds')} />
      </section>
    </>
  );
}
