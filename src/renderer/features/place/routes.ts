import { placeholderFor } from '../../components/Placeholder';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  { path: '/placeMap', title: 'placeMap', access: 'protected', tab: 'placeMap', component: placeholderFor('placeMap') },
  { path: '/sharePlaceMapDetail', title: 'sharePlaceMapDetail', access: 'public', component: placeholderFor('sharePlaceMapDetail') },
];
