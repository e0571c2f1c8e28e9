import { lazy } from 'react';
import type { RouteDef } from '../../lib/routing';

export const routes: RouteDef[] = [
  {
    path: '/travelPlan',
    access: 'protected',
    tab: 'travelPlan',
    component: lazy(() => import('./PlanList')),
  },
  {
    path: '/travelPlanRegion',
    access: 'protected',
    component: lazy(() => import('./PlanRegion')),
  },
  {
    path: '/travelPlanDate',
    access: 'protected',
    component: lazy(() => import('./PlanDate')),
  },
  {
    path: '/travelPlanDetail',
    access: 'protected',
    tab: 'travelPlan',
    component: lazy(() => import('./PlanDetail')),
  },
  {
    path: '/sharePlan',
    access: 'public',
    section: 'travelPlan',
    component: lazy(() => import('./SharedPlan')),
  },
];
