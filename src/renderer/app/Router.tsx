import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { Skeleton } from '../components/Skeleton';
import { readAsker, useLanguage } from '../lib/data';
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
  useLayoutEffect(() => reads?.(readAsker(language)), [path, search, reads, language]);

  useLayoutEffect(() => {
    if (decision) follow(decision, navigate);
  }, [path, decision?.redirect]); // eslint-disable-line react-hooks/exhaustive-deps -- follow a decision once per path and target, not on every new decision object

  const [menuWaits, setMenuWaits] = useState(false);
  if (decision || !route) return null;
  const Screen = route.component;
  const menu = menuOf(route, Boolean(storage.token));
  const layout = !menu ? 'layout' : menu.inSection ? 'layout with-side-menu' : 'layout with-footer';
  return (
    <div className={layout} id="content" ref={screen}>
      <SkipLinks screen={screen} menu={menu && (menu.inSection ? 'wide' : 'always')} />
      <Suspense fallback={<ScreenLoading menuWaits={setMenuWaits} />}>
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

function ScreenLoading({ menuWaits }: { menuWaits: (waits: boolean) => void }) {
  useLayoutEffect(() => {
    if (firstScreenLoaded) return;
    menuWaits(true);
    return () => {
      firstScreenLoaded = true;
      menuWaits(false);
    };
  }, [menuWaits]);
  return <Skeleton shape="page" />;
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
