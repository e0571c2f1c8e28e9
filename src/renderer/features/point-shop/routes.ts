import { lazy } from 'react';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  {
    path: '/pointShop',
    title: 'pointShop',
    access: 'protected',
    tab: 'pointShop',
    component: lazy(() => import('./PointShop')),
  },
  {
    path: '/pointShopDetail',
    title: 'pointShopDetail',
    access: 'protected',
    section: 'pointShop',
    component: lazy(() => import('./PointShopDetail')),
  },
  {
    path: '/myPointShopOrder',
    title: 'myPointShopOrder',
    access: 'protected',
    component: lazy(() => import('./MyPointShopOrder')),
  },
];
