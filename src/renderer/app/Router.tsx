import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, use, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Skeleton } from '../components/Skeleton';
import { askRouteReads, useLanguage } from '../lib/data';
import { storage } from '../lib/storage';
import { Footer } from './Footer';
import { useNavigationFocus } from './navigation-focus';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { SkipLinks } from './SkipLinks';
import { guard, type GuardDecision } from './guards';
import { findRoute } from './route-table';
import type { FooterTab, RouteDef } from '../lib/routing';

/** Mounts the screen for the current path, after the guards; a new full path is a new screen. */
export function Router() {
  useSignals();
  const [path, navigate] = useLocation();
  const search = useSearch();
  const { t, i18n } = useTranslation();
  const route = findRoute(path);
  const decision = guard(path, findRoute, {
    token: storage.token,
    firstVisitDate: storage.firstVisitDate,
    lastLoginDate: storage.lastLoginDate,
  });

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [path, search]);

  const product = t('app.name');
  const title = route && route.path !== '/' ? `${t(route.path.slice(1), { ns: 'titles' })} | ${product}` : product;
  useEffect(() => {
    document.title = title;
  }, [title, i18n.language]);
  const screen = useRef<HTMLDivElement>(null);
  useNavigationFocus(`${path}?${search}`, screen, title);

  const language = useLanguage();
  const reads = decision ? undefined : route?.reads;
  const [firstReads, holdFirstScreen] = useState<Promise<void>>();
  useLayoutEffect(() => {
    if (!reads) return;
    const answered = askRouteReads(language, reads);
    if (!firstScreenLoaded && !firstReads) holdFirstScreen(withinFirstScreenWait(answered));
  }, [path, search, reads, language]); // eslint-disable-line react-hooks/exhaustive-deps -- the first screen is held once, not again when it is let go

  useLayoutEffect(() => {
    if (decision) follow(decision, navigate);
  }, [path, decision?.redirect]); // eslint-disable-line react-hooks/exhaustive-deps -- follow a decision once per path and target, not on every new decision object

  // The first screen starts by loading (its code, its reads), so its menu waits from the first
  // render: set by the loading state alone, it drew the whole shell again within the same task.
  const [menuWaits, setMenuWaits] = useState(() => !firstScreenLoaded);
  if (decision || !route) return null;
  const Screen = route.component;
  const menu = menuOf(route, Boolean(storage.token));
  const layout = !menu ? 'layout' : menu.inSection ? 'layout with-side-menu' : 'layout with-footer';
  return (
    <div className={layout} id="content" ref={screen} aria-busy={menuWaits || undefined}>
      {/* With what they lead to: nothing to skip to while the first screen loads. */}
      {!menuWaits && <SkipLinks screen={screen} menu={menu && (menu.inSection ? 'wide' : 'always')} />}
      <Suspense fallback={<ScreenLoading menuWaits={setMenuWaits} />}>
        {firstReads && <AwaitFirstReads answered={firstReads} />}
        <ScreenErrorBoundary key={`${path}?${search}`}>
          <Screen />
        </ScreenErrorBoundary>
      </Suspense>
      {menu && !menuWaits && <Footer active={menu.tab} inSection={menu.inSection} />}
    </div>
  );
}

/**
 * The page's first paint is its first screen with its menu, not the menu over an empty page: the
 * menu waits while the first screen loads (its code, and the reads it asked for beside it), never
 * while a later one does.
 */
let firstScreenLoaded = false;
let firstScreenFallbacks = 0;

/**
 * How long the first screen waits for the reads its route asked for before it shows its own
 * loading states: on a usual connection it then appears whole, with its answers, instead of a
 * skeleton that is replaced a moment later (a second drawing and layout of the page on a phone).
 */
const FIRST_SCREEN_READS_WAIT_MS = 1000;

const withinFirstScreenWait = (answered: Promise<void>) =>
  Promise.race([answered, new Promise<void>((resolve) => setTimeout(resolve, FIRST_SCREEN_READS_WAIT_MS))]);

/** Holds the first screen's Suspense boundary (its fallback stays) until its reads are answered. */
function AwaitFirstReads({ answered }: { answered: Promise<void> }) {
  use(answered);
  return null;
}

function ScreenLoading({ menuWaits }: { menuWaits: (waits: boolean) => void }) {
  useLayoutEffect(() => {
    if (firstScreenLoaded) return;
    firstScreenFallbacks += 1;
    menuWaits(true);
    return () => {
      firstScreenFallbacks -= 1;
      // Preact draws a boundary's fallback anew when another part of it suspends (the screen's
      // code, then its first reads): the first screen is in only when no fallback follows this one.
      queueMicrotask(() => {
        if (firstScreenFallbacks > 0 || firstScreenLoaded) return;
        firstScreenLoaded = true;
        menuWaits(false);
      });
    };
  }, [menuWaits]);
  // The first screen's skeleton is quiet: the page is busy meanwhile (aria-busy), and a first paint
  // with no text of its own is not yet the screen's first content.
  return <Skeleton shape="page" quiet={!firstScreenLoaded} />;
}

/**
 * The menu a screen shows: its own tab (the footer on a phone, the side menu when wide), or the
 * entry a detail screen belongs to (the side menu when wide only). A shared page shows it to
 * members only: a visitor's entries would all lead to the sign-in.
 */
function menuOf(route: RouteDef, signedIn: boolean): { tab: FooterTab; inSection: boolean } | undefined {
  if (route.tab) return { tab: route.tab, inSection: false };
  if (route.section && (route.access === 'protected' || signedIn)) return { tab: route.section, inSection: true };
  return undefined;
}

/** Goes to the guards' final destination; runs again for every new path, so no redirect is lost. */
function follow(decision: NonNullable<GuardDecision>, navigate: (to: string, options: { replace: boolean }) => void) {
  if (decision.markFirstVisit) storage.markFirstVisit();
  navigate(decision.redirect, { replace: true });
}
