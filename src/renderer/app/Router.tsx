import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Redirect, useLocation, useSearch } from 'wouter';
import { storage } from '../lib/storage';
import { Footer } from './Footer';
import { guard } from './guards';
import { findRoute } from './route-table';

/** Mounts the screen for the current path, after the guards; a new full path is a new screen. */
export function Router() {
  useSignals();
  const [path] = useLocation();
  const search = useSearch();
  const { t, i18n } = useTranslation();
  const route = findRoute(path);
  const decision = guard(path, route, { token: storage.token, firstVisitDate: storage.firstVisitDate, lastLoginDate: storage.lastLoginDate });

  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [path, search]);

  useEffect(() => {
    const product = t('app.name');
    document.title = route?.title ? `${t(route.title, { ns: 'titles' })} | ${product}` : product;
  }, [route, t, i18n.language]);

  if (decision) {
    if (decision.markFirstVisit) storage.markFirstVisit();
    return <Redirect to={decision.redirect} replace />;
  }
  if (!route) return <Redirect to="/" replace />;
  const Screen = route.component;
  return (
    <div className={route.tab ? 'layout with-footer' : 'layout'}>
      <Suspense fallback={<div className="state state-loading" role="status"><span className="spinner" aria-hidden="true" />{t('states.loading')}</div>}>
        <Screen key={`${path}?${search}`} />
      </Suspense>
      {route.tab && <Footer active={route.tab} />}
    </div>
  );
}
