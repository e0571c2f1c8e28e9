import { lazy } from 'react';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  {
    path: '/selectCountry',
    access: 'public',
    component: lazy(() => import('./SelectCountry')),
  },
  { path: '/introduction', access: 'public', component: lazy(() => import('./Introduction')) },
  {
    path: '/selectTravelTheme',
    access: 'public',
    component: lazy(() => import('./SelectTravelTheme')),
  },
  { path: '/selectRegion', access: 'public', component: lazy(() => import('./SelectRegion')) },
  {
    path: '/selectAgeGroup',
    access: 'public',
    component: lazy(() => import('./SelectAgeGroup')),
  },
  { path: '/selectGender', access: 'public', component: lazy(() => import('./SelectGender')) },
  { path: '/login', access: 'public', component: lazy(() => import('./Login')) },
  {
    path: '/redirectOauth',
    access: 'public',
    component: lazy(() => import('./RedirectOauth')),
  },
  { path: '/joinEmail', access: 'public', component: lazy(() => import('./JoinEmail')) },
  {
    path: '/joinEmailVerification',
    access: 'public',
    component: lazy(() => import('./JoinEmailVerification')),
  },
  {
    path: '/selectNickname',
    access: 'public',
    component: lazy(() => import('./SelectNickname')),
  },
  {
    path: '/termsAndConditionsAgreement',
    access: 'public',
    component: lazy(() => import('./TermsAndConditionsAgreement')),
  },
  {
    path: '/selectProfileImage',
    access: 'public',
    component: lazy(() => import('./SelectProfileImage')),
  },
  { path: '/joinComplete', access: 'public', component: lazy(() => import('./JoinComplete')) },
  { path: '/emailLogin', access: 'public', component: lazy(() => import('./EmailLogin')) },
  {
    path: '/resetEmailPassword',
    access: 'public',
    component: lazy(() => import('./ResetEmailPassword')),
  },
];
