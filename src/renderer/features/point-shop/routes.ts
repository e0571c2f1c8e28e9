import { placeholderFor } from '../../components/Placeholder';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  { path: '/pointShop', title: 'pointShop', access: 'protected', tab: 'pointShop', component: placeholderFor('pointShop') },
  { path: '/pointShopDetail', title: 'pointShopDetail', access: 'protected', component: placeholderFor('pointShopDetail') },
  { path: '/myPointShopOrder', title: 'myPointShopOrder', access: 'protected', component: placeholderFor('myPointShopOrder') },
];
