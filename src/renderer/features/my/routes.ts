import { lazy } from 'react';
import type { RouteDef } from '../../lib/routing';

const privacy = (name: 'PrivacyKorea' | 'PrivacyJapan') =>
  lazy(() => import('./Privacy').then((m) => ({ default: m[name] })));

export const routes: RouteDef[] = [
  { path: '/myInfo', access: 'protected', component: lazy(() => import('./MyInfo')) },
  {
    path: '/myPointHistory',
    access: 'protected',
    component: lazy(() => import('./MyPointHistory')),
  },
  { path: '/myReports', access: 'protected', component: lazy(() => import('./MyReports')) },
  { path: '/notice', access: 'protected', component: lazy(() => import('./NoticeList')) },
  {
    path: '/noticeDetail',
    access: 'protected',
    component: lazy(() => import('./NoticeDetail')),
  },
  {
    path: '/selectLanguage',
    access: 'protected',
    component: lazy(() => import('./SelectLanguage')),
  },
  { path: '/preferences', access: 'protected', component: lazy(() => import('./Preferences')) },
  { path: '/privacyKorea', access: 'public', component: privacy('PrivacyKorea') },
  { path: '/privacyJapan', access: 'public', component: privacy('PrivacyJapan') },
  { path: '/credits', access: 'public', component: lazy(() => import('./Credits')) },
];
