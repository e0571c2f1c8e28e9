import { lazy } from 'react';
import { placeholderFor } from '../../components/Placeholder';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  { path: '/', access: 'protected', tab: 'home', component: lazy(() => import('./Home')) },
  { path: '/feedDetail', title: 'feedDetail', access: 'protected', component: placeholderFor('feedDetail') },
  { path: '/feedSearch', title: 'feedSearch', access: 'protected', component: placeholderFor('feedSearch') },
  { path: '/myFeed', title: 'myFeed', access: 'protected', tab: 'myFeed', component: placeholderFor('myFeed') },
  { path: '/shareFeedDetail', title: 'shareFeedDetail', access: 'public', component: placeholderFor('shareFeedDetail') },
];
