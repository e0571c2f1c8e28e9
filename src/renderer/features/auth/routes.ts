import { lazy } from 'react';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  {
    path: '/selectCountry',
    title: 'selectCountry',
    access: 'public',
    component: lazy(() => import('./SelectCountry')),
  },
  { path: '/introduction', title: 'introduction', access: 'public', component: lazy(() => import('./Introduction')) },
  {
    path: '/selectTravelTheme',
    title: 'selectTravelTheme',
    access: 'public',
    component: lazy(() => import('./SelectTravelTheme')),
  },
  { path: '/selectRegion', title: 'selectRegion', access: 'public', component: lazy(() => import('./SelectRegion')) },
  {
    path: '/selectAgeGroup',
    title: 'selectAgeGroup',
    access: 'public',
    component: lazy(() => import('./SelectAgeGroup')),
  },
  { path: '/selectGender', title: 'selectGender', access: 'public', component: lazy(() => import('./SelectGender')) },
  { path: '/login', title: 'login', access: 'public', component: lazy(() => import('./Login')) },
  {
    path: '/redirectOauth',
    title: 'redirectOauth',
    access: 'public',
    component: lazy(() => import('./RedirectOauth')),
  },
  { path: '/joinEmail', title: 'joinEmail', access: 'public', component: lazy(() => import('./JoinEmail')) },
  {
    path: '/joinEmailVerification',
    title: 'joinEmailVerification',
    access: 'public',
    component: lazy(() => import('./JoinEmailVerification')),
  },
  {
    path: '/selectNickname',
    title: 'selectNickname',
    access: 'public',
    component: lazy(() => import('./SelectNickname')),
  },
  {
    path: '/termsAndConditionsAgreement',
    title: 'termsAndConditionsAgreement',
    access: 'public',
    component: lazy(() => import('./TermsAndConditionsAgreement')),
  },
  {
    path: '/selectProfileImage',
    title: 'selectProfileImage',
    access: 'public',
    component: lazy(() => import('./SelectProfileImage')),
  },
  { path: '/joinComplete', title: 'joinComplete', access: 'public', component: lazy(() => import('./JoinComplete')) },
  { path: '/emailLogin', title: 'emailLogin', access: 'public', component: lazy(() => import('./EmailLogin')) },
  {
    path: '/resetEmailPassword',
    title: 'resetEmailPassword',
    access: 'public',
    component: lazy(() => import('./ResetEmailPassword')),
  },
];
