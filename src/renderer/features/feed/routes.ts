import { lazy } from 'react';
import { api } from '../../lib/api-client';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  {
    path: '/',
    access: 'protected',
    tab: 'home',
    component: lazy(() => import('./Home')),
    // The banners hold the feed's largest picture; the balance and the notice stand above it.
    firstReads: [
      [api.notice.bannerList, {}],
      [api.notice.importantNotice, {}],
      [api.user.userPoint, {}],
    ],
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
