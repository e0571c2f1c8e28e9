import { lazy } from 'react';

/** Where the writing sheet keeps a post's draft (a new post's, or an edit's by its id). */
export const draftKey = (feedId?: number) => (feedId ? `feed.draft.${feedId}` : 'feed.draft');

/** The writing sheet, loaded when someone opens it: the feed and a post's page never need it first. */
export const LazyFeedEditor = lazy(() => import('./FeedEditor').then((m) => ({ default: m.FeedEditor })));
