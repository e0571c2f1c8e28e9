import { lazy } from 'react';
import { placeholderFor } from '../../components/Placeholder';
import type { RouteDef } from '../../lib/routing';

const page = (title: string): RouteDef['component'] => placeholderFor(title);

export const routes: RouteDef[] = [
  { path: '/selectCountry', title: 'selectCountry', access: 'public', component: lazy(() => import('./SelectCountry')) },
  { path: '/introduction', title: 'introduction', access: 'public', component: page('introduction') },
  { path: '/selectTravelTheme', title: 'selectTravelTheme', access: 'public', component: page('selectTravelTheme') },
  { path: '/selectRegion', title: 'selectRegion', access: 'public', component: page('selectRegion') },
  { path: '/selectAgeGroup', title: 'selectAgeGroup', access: 'public', component: page('selectAgeGroup') },
  { path: '/selectGender', title: 'selectGender', access: 'public', component: page('selectGender') },
  { path: '/login', title: 'login', access: 'public', component: lazy(() => import('./Login')) },
  { path: '/redirectOauth', title: 'redirectOauth', access: 'public', component: page('redirectOauth') },
  { path: '/joinEmail', title: 'joinEmail', access: 'public', component: page('joinEmail') },
  { path: '/joinEmailVerification', title: 'joinEmailVerification', access: 'public', component: page('joinEmailVerification') },
  { path: '/selectNickname', title: 'selectNickname', access: 'public', component: page('selectNickname') },
  { path: '/termsAndConditionsAgreement', title: 'termsAndConditionsAgreement', access: 'public', component: page('termsAndConditionsAgreement') },
  { path: '/selectProfileImage', title: 'selectProfileImage', access: 'public', component: page('selectProfileImage') },
  { path: '/joinComplete', title: 'joinComplete', access: 'public', component: page('joinComplete') },
  { path: '/emailLogin', title: 'emailLogin', access: 'public', component: lazy(() => import('./EmailLogin')) },
  { path: '/resetEmailPassword', title: 'resetEmailPassword', access: 'public', component: page('resetEmailPassword') },
];
