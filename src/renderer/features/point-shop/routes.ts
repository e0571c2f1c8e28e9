import { lazy } from 'react';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  {
    path: '/pointShop',
    access: 'protected',
    tab: 'pointShop',
    component: lazy(() => import('./PointShop')),
  },
  {
    path: '/pointShopDetail',
    access: 'protected',
    section: 'pointShop',
    component: lazy(() => import('./PointShopDetail')),
  },
  {
    path: '/myPointShopOrder',
    access: 'protected',
    component: lazy(() => import('./MyPointShopOrder')),
  },
];
