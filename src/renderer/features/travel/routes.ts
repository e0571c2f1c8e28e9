import { lazy } from 'react';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  {
    path: '/travelPlan',
    title: 'travelPlan',
    access: 'protected',
    tab: 'travelPlan',
    component: lazy(() => import('./PlanList')),
  },
  {
    path: '/travelPlanRegion',
    title: 'travelPlanRegion',
    access: 'protected',
    component: lazy(() => import('./PlanRegion')),
  },
  {
    path: '/travelPlanDate',
    title: 'travelPlanDate',
    access: 'protected',
    component: lazy(() => import('./PlanDate')),
  },
  {
    path: '/travelPlanDetail',
    title: 'travelPlanDetail',
    access: 'protected',
    tab: 'travelPlan',
    component: lazy(() => import('./PlanDetail')),
  },
];
