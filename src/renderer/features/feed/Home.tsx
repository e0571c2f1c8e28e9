import { IconButton, IconLink } from '../../components/IconButton';
import { ArrowDown, RefreshCw, Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { FEED_TABS, type FeedTab } from '../../../shared/constants';
import { ListState } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { Picture } from '../../components/Picture';
import { Tabs, tabId } from '../../components/Tabs';
import { api } from '../../lib/api-client';
import { refreshReads, useBalance, useCall, useLanguage, usePages } from '../../lib/data';
import { formatNumber } from '../../lib/format';
import { useSavedState } from '../../lib/saved-state';
import { FeedWindow } from './FeedWindow';
import { firstTab, homeReads } from './home-reads';
import { BANNER_SIZES } from './picture-sizes';
import { savedTab } from './saved';
import { WriteButton } from './WriteButton';
import './feed.css';

const PULL_PX = 80;

/** The main feed: points, notice, banners, then recommended or latest posts without end. */
export default function Home() {
  const { t } = useTranslation('feed');
  const language = useLanguage();
  const [tab, choose] = useSavedState<FeedTab>(savedTab, firstTab);
  const banners = useCall(...homeReads.banners);
  const notice = useCall(...homeReads.notice);
  const points = useBalance();
  const posts = usePages(...homeReads.posts(tab));
  const pull = usePullToRefresh(posts.refresh);

  return (
    <main className="page home" {...pull.handlers}>
      {pull.distance > 0 && (
        <div className="pull-indicator" style={{ height: pull.distance }} aria-hidden="true">
          {pull.distance >= PULL_PX ? <RefreshCw /> : <ArrowDown />}
        </div>
      )}
      <header className="home-header">
        <h1>{t('common:app.name')}</h1>
        <div className="home-actions">
          <IconLink href="/feedSearch" icon={Search} label={t('titles:feedSearch')} />
          {points.data && (
            <Link
              href="/myPointHistory"
              className="points-chip"
              aria-label={t('home.pointsLabel', { points: formatNumber(points.data.balance, language) })}
            >
              {formatNumber(points.data.balance, language)}P
            </Link>
          )}
        </div>
      </header>
      {notice.data ? (
        <Link href={`/noticeDetail?id=${notice.data.id}`} className="important-notice">
          <Badge>{t('home.notice')}</Badge> {notice.data.title}
        </Link>
      ) : (
        notice.data === undefined &&
        notice.loading && (
          <div className="important-notice placeholder" aria-hidden="true">
            <Badge>{t('home.notice')}</Badge>
          </div>
        )
      )}
      <section aria-label={t('home.banners')}>
        <ListState
          loading={banners.loading}
          error={banners.error}
          items={banners.data}
          empty={t('home.noBanners')}
          skeleton="banner"
          onRetry={banners.reload}
        >
          {(items) => (
            <ul className="banner-strip">
              {items.map((b, i) => (
                <li key={b.id}>
                  <Link href={b.linkPath} className="banner">
                    {/* The first picture is among the screen's largest paints: asked for at once, first;
                        the others, a sliver at the edge, once the screen is done. */}
                    <Picture url={b.imageUrl} alt="" sizes={BANNER_SIZES} eager={i === 0} later={i > 0} />
                    <span className="banner-title">{b.title}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
      <div className="feed-toolbar">
        <Tabs
          label={t('home.tabs')}
          idPrefix="feed-tab"
          panelId="feed-panel"
          items={FEED_TABS.map((name) => ({ value: name, label: t(`home.tab.${name}`) }))}
          selected={tab}
          onSelect={choose}
        />
        <IconButton icon={RefreshCw} label={t('home.refresh')} onClick={posts.refresh} />
      </div>
      <section id="feed-panel" role="tabpanel" aria-labelledby={tabId('feed-tab', tab)}>
        <FeedWindow list={posts} empty={t('home.empty')} label={t(`home.tab.${tab}`)} />
      </section>
      <WriteButton
        onSaved={() => {
          // Every tab may hold the new post.
          void refreshReads(api.feed.mainFeedList);
          choose('latest');
        }}
      />
    </main>
  );
}

/** Dragging down at the top of the page past PULL_PX reloads the list. */
function usePullToRefresh(refresh: () => void) {
  const start = useRef<number | null>(null);
  const [distance, setDistance] = useState(0);
  return {
    distance,
    handlers: {
      onTouchStart: (e: React.TouchEvent) => {
        start.current = window.scrollY <= 0 ? e.touches[0]!.clientY : null;
      },
      onTouchMove: (e: React.TouchEvent) => {
        if (start.current !== null)
          setDistance(Math.max(0, Math.min(PULL_PX * 1.5, e.touches[0]!.clientY - start.current)));
      },
      onTouchEnd: () => {
        if (distance >= PULL_PX) refresh();
        start.current = null;
        setDistance(0);
      },
    },
  };
}
