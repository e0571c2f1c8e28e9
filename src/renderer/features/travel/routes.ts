import { placeholderFor } from '../../components/Placeholder';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  { path: '/travelPlan', title: 'travelPlan', access: 'protected', tab: 'travelPlan', component: placeholderFor('travelPlan') },
  { path: '/travelPlanRegion', title: 'travelPlanRegion', access: 'protected', component: placeholderFor('travelPlanRegion') },
  { path: '/travelPlanDate', title: 'travelPlanDate', access: 'protected', component: placeholderFor('travelPlanDate') },
  { path: '/travelPlanDetail', title: 'travelPlanDetail', access: 'protected', component: placeholderFor('travelPlanDetail') },
];
