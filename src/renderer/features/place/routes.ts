import { lazy } from 'react';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  {
    path: '/placeMap',
    access: 'protected',
    tab: 'placeMap',
    component: lazy(() => import('./PlaceMap')),
  },
  {
    path: '/sharePlaceMapDetail',
    access: 'public',
    section: 'placeMap',
    component: lazy(() => import('./SharePlaceDetail')),
  },
];
