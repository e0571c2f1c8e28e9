import { Bookmark, LocateFixed } from 'lucide-react';
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PlaceSummary } from '../../../shared/api/place';
import { ListState } from '../../components/AsyncState';
import { Button } from '../../components/Button';
import { Highlight } from '../../components/Highlight';
import { ListRow } from '../../components/ListRow';
import { RecentSearches } from '../../components/RecentSearches';
import { SearchForm } from '../../components/SearchForm';
import { api, client } from '../../lib/api-client';
import { useIdParam, useLanguage, useLoad } from '../../lib/data';
import { toast } from '../../lib/feedback';
import type { CallOptions } from '../../lib/transport';
import { PlaceSheet } from './PlaceSheet';
import {
  forgetSearch,
  loadMapState,
  QUICK_TAGS,
  readRecentSearches,
  rememberSearch,
  saveMapState,
  type Box,
  type MapView,
  type Mode,
  type QuickTag,
} from './state';
import './place.css';
import { SEPARATOR } from '../../lib/separators';

const LeafletMap = lazy(() => import('./map/LeafletMap'));
const MAP_PAGE = 200;

/** A place of the list; a search result says what of its name matched, to mark. */
type ListedPlace = PlaceSummary & { matched?: string[] };

/** The list for a mode; 'view' follows the map box (and waits for it). */
function loadPlaces(mode: Mode, box: Box | null, how: CallOptions): Promise<ListedPlace[]> {
  const items = (p: Promise<{ items: ListedPlace[] }>) => p.then((r) => r.items);
  switch (mode.kind) {
    case 'area':
      return items(client.call(api.search.place, { area: mode.area, size: MAP_PAGE }, how));
    case 'search':
      return items(client.call(api.search.place, { query: mode.query, size: MAP_PAGE }, how));
    case 'bookmarks':
      return items(client.call(api.place.bookmarkList, { size: MAP_PAGE }, how));
    case 'nearby':
      return items(
        client.call(api.search.place, { near: { lat: mode.lat, lng: mode.lng, radiusM: 2000 }, size: 50 }, how),
      );
    case 'view':
      return items(client.call(api.search.place, { box: box!, size: MAP_PAGE }, how));
  }
}

/** Keyed by the call a mode makes, so an action that changes its answers (a bookmark) marks it changed. */
const readOf = (mode: Mode) => (mode.kind === 'bookmarks' ? api.place.bookmarkList : api.search.place).path;

export default function PlaceMap() {
  const { t } = useTranslation('place');
  const language = useLanguage();
  const [, navigate] = useLocation();
  const placeId = useIdParam('placeId');
  const initial = useMemo(loadMapState, []);
  const viewRef = useRef<MapView>(initial.view);
  const [mode, setModeState] = useState<Mode>(initial.mode);
  const [box, setBox] = useState<Box | null>(null);
  const [target, setTarget] = useState<(MapView & { seq: number }) | null>(null);
  const [fitSeq, setFitSeq] = useState(0);
  const [here, setHere] = useState<{ lat: number; lng: number } | null>(
    initial.mode.kind === 'nearby' ? initial.mode : null,
  );
  // One object per position: the map moves its marker only when this changes, not on every render.
  const hereMarker = useMemo(() => here && { ...here, label: t('map.here') }, [here, t]);
  const [query, setQuery] = useState(initial.mode.kind === 'search' ? initial.mode.query : '');
  const [recent, setRecent] = useState(readRecentSearches);

  const setMode = (next: Mode, fly?: MapView) => {
    setModeState(next);
    saveMapState({ view: fly ?? viewRef.current, mode: next });
    if (fly) setTarget({ ...fly, seq: Date.now() });
    else if (next.kind !== 'view') setFitSeq((n) => n + 1);
  };

  const places = useLoad(
    [readOf(mode), mode, mode.kind === 'view' ? box : null, language],
    (how) => loadPlaces(mode, box, how),
    {
      enabled: mode.kind !== 'view' || box !== null,
      // The map's own moves and quick tags load quietly, the last markers staying until the new ones come.
      silent: mode.kind === 'view' || mode.kind === 'area',
      keepPrevious: true,
    },
  );

  const onMove = useCallback((view: MapView, next: Box) => {
    viewRef.current = view;
    saveMapState({ view, mode: loadMapState().mode });
    setBox(next);
  }, []);
  const openPlace = useCallback((id: number) => navigate(`/placeMap?placeId=${id}`), [navigate]);
  const markerLabel = useCallback((name: string) => t('map.markerLabel', { name }), [t]);

  const search = (text: string) => {
    const trimmed = text.trim();
    if (!trimmed) return;
    setQuery(trimmed);
    setRecent(rememberSearch(trimmed));
    setMode({ kind: 'search', query: trimmed });
  };

  const locate = () => {
    if (!('geolocation' in navigator)) {
      toast(t('map.geoUnavailable'), { icon: 'error' });
      return;
    }
    toast(t('map.locating'), { icon: 'info' });
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const position = { lat: coords.latitude, lng: coords.longitude };
        setHere(position);
        setMode({ kind: 'nearby', ...position }, { ...position, zoom: 16 });
      },
      (error) =>
        toast(t(error.code === error.PERMISSION_DENIED ? 'map.geoDenied' : 'map.geoUnavailable'), { icon: 'error' }),
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  const heading =
    mode.kind === 'area'
      ? t('map.results.area', { area: t(`map.tags.${mode.area}`) })
      : mode.kind === 'search'
        ? t('map.results.search', { query: mode.query })
        : t(`map.results.${mode.kind}`);
  const empty =
    mode.kind === 'search'
      ? t('map.noResults')
      : mode.kind === 'bookmarks'
        ? t('map.noBookmarks')
        : t('map.noPlacesHere');

  return (
    <main className="page place-map">
      <h1 className="visually-hidden">{t('titles:placeMap')}</h1>
      <SearchForm
        id="place-query"
        label={t('map.searchLabel')}
        placeholder={t('map.searchPlaceholder')}
        submit={t('map.search')}
        value={query}
        onChange={setQuery}
        onSearch={search}
        arrival
      />
      <RecentSearches
        words={recent}
        labels={{
          heading: t('map.recent'),
          clear: t('map.clearRecent'),
          remove: (query) => t('map.removeRecent', { query }),
        }}
        onChoose={search}
        onForget={(word) => setRecent(forgetSearch(word))}
      />
      <nav className="quick-tags" aria-label={t('map.quickTags')}>
        {(Object.keys(QUICK_TAGS) as QuickTag[]).map((tag) => (
          <Button
            key={tag}
            variant="tag"
            aria-pressed={mode.kind === 'area' && mode.area === tag}
            onClick={() => setMode({ kind: 'area', area: tag }, QUICK_TAGS[tag])}
          >
            {t(`map.tags.${tag}`)}
          </Button>
        ))}
        <Button variant="tag" aria-pressed={mode.kind === 'bookmarks'} onClick={() => setMode({ kind: 'bookmarks' })}>
          <Bookmark /> {t('map.bookmarks')}
        </Button>
        <Button variant="tag" aria-pressed={mode.kind === 'nearby'} onClick={locate}>
          <LocateFixed /> {t('map.myLocation')}
        </Button>
      </nav>
      <Suspense
        fallback={
          <div className="map-frame map-loading" role="status">
            {t('common:states.loading')}
          </div>
        }
      >
        <LeafletMap
          label={t('map.label')}
          places={places.data ?? []}
          view={initial.view}
          target={target}
          fitSeq={fitSeq}
          here={hereMarker}
          markerLabel={markerLabel}
          onMove={onMove}
          onSelect={openPlace}
        />
      </Suspense>
      <section className="place-results" aria-labelledby="results-heading">
        <h2 id="results-heading">
          {heading}
          {places.data && (
            <span className="muted">
              {SEPARATOR}
              {t('map.count', { count: places.data.length })}
            </span>
          )}
        </h2>
        <ListState
          loading={places.loading}
          error={places.error}
          items={places.data}
          empty={empty}
          onRetry={places.reload}
        >
          {(items) => (
            <ul className="list place-list">
              {items.map((p) => (
                <li key={p.id}>
                  <ListRow
                    className="place-row"
                    onClick={() => openPlace(p.id)}
                    leading={
                      p.thumbnail ? (
                        <img className="place-thumb" src={p.thumbnail} alt="" loading="lazy" />
                      ) : (
                        <span className="place-thumb" aria-hidden="true" />
                      )
                    }
                    title={
                      <>
                        {p.bookmarked && (
                          <>
                            <Bookmark fill="currentColor" />{' '}
                          </>
                        )}
                        <Highlight text={p.name} terms={p.matched ?? []} />
                      </>
                    }
                    meta={p.address}
                  />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
      {placeId !== null && <PlaceSheet placeId={placeId} onClose={() => navigate('/placeMap', { replace: true })} />}
    </main>
  );
}
