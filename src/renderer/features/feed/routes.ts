import { lazy } from 'react';
import type { RouteDef } from '../../lib/routing';
import { askHomeReads } from './home-reads';

export const routes: RouteDef[] = [
  {
    path: '/',
    access: 'protected',
    tab: 'home',
    component: lazy(() => import('./Home')),
    reads: askHomeReads,
  },
  {
    path: '/feedDetail',
    access: 'protected',
    section: 'home',
    component: lazy(() => import('./FeedDetail')),
  },
  { path: '/feedSearch', access: 'protected', component: lazy(() => import('./FeedSearch')) },
  { path: '/myFeed', access: 'protected', tab: 'myFeed', component: lazy(() => import('./MyFeed')) },
  { path: '/savedPosts', access: 'protected', component: lazy(() => import('./SavedPosts')) },
  {
    path: '/shareFeedDetail',
    access: 'public',
    section: 'home',
    component: lazy(() => import('./ShareFeedDetail')),
  },
];
