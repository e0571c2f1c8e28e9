import { lazy } from 'react';
import { placeholderFor } from '../../components/Placeholder';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  { path: '/myInfo', title: 'myInfo', access: 'protected', component: placeholderFor('myInfo') },
  { path: '/myPointHistory', title: 'myPointHistory', access: 'protected', component: placeholderFor('myPointHistory') },
  { path: '/notice', title: 'notice', access: 'protected', component: lazy(() => import('./NoticeList')) },
  { path: '/noticeDetail', title: 'noticeDetail', access: 'protected', component: lazy(() => import('./NoticeDetail')) },
  { path: '/selectLanguage', title: 'selectLanguage', access: 'protected', component: lazy(() => import('./SelectLanguage')) },
  { path: '/preferences', title: 'preferences', access: 'protected', component: placeholderFor('preferences') },
  { path: '/privacyKorea', title: 'privacyKorea', access: 'public', component: placeholderFor('privacyKorea') },
  { path: '/privacyJapan', title: 'privacyJapan', access: 'public', component: placeholderFor('privacyJapan') },
];
