import { routes as authRoutes } from '../features/auth/routes';
import { routes as feedRoutes } from '../features/feed/routes';
import { routes as myRoutes } from '../features/my/routes';
import { routes as placeRoutes } from '../features/place/routes';
import { routes as pointShopRoutes } from '../features/point-shop/routes';
import { routes as travelRoutes } from '../features/travel/routes';
import type { RouteDef } from '../lib/routing';

/** Every route of the product, each owned by its feature. */
export const routeTable: RouteDef[] = [
  ...authRoutes,
  ...feedRoutes,
  ...placeRoutes,
  ...travelRoutes,
  ...pointShopRoutes,
  ...myRoutes,
];

const byPath = new Map(routeTable.map((route) => [route.path, route]));
export const findRoute = (path: string) => byPath.get(path);
