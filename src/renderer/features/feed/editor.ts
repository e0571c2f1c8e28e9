import { lazy } from 'react';

/** The writing sheet, loaded when someone opens it: the feed and a post's page never need it first. */
export const LazyFeedEditor = lazy(() => import('./FeedEditor').then((m) => ({ default: m.FeedEditor })));
