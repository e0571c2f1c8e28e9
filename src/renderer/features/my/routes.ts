import { lazy } from 'react';
import type { RouteDef } from '../../lib/routing';

const privacy = (name: 'PrivacyKorea' | 'PrivacyJapan') =>
  lazy(() => import('./Privacy').then((m) => ({ default: m[name] })));

export const routes: RouteDef[] = [
  { path: '/myInfo', title: 'myInfo', access: 'protected', component: lazy(() => import('./MyInfo')) },
  {
    path: '/myPointHistory',
    title: 'myPointHistory',
    access: 'protected',
    component: lazy(() => import('./MyPointHistory')),
  },
  { path: '/myReports', title: 'myReports', access: 'protected', component: lazy(() => import('./MyReports')) },
  { path: '/notice', title: 'notice', access: 'protected', component: lazy(() => import('./NoticeList')) },
  {
    path: '/noticeDetail',
    title: 'noticeDetail',
    access: 'protected',
    component: lazy(() => import('./NoticeDetail')),
  },
  {
    path: '/selectLanguage',
    title: 'selectLanguage',
    access: 'protected',
    component: lazy(() => import('./SelectLanguage')),
  },
  { path: '/preferences', title: 'preferences', access: 'protected', component: lazy(() => import('./Preferences')) },
  { path: '/privacyKorea', title: 'privacyKorea', access: 'public', component: privacy('PrivacyKorea') },
  { path: '/privacyJapan', title: 'privacyJapan', access: 'public', component: privacy('PrivacyJapan') },
];
