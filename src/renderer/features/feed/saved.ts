import { array, boolean, nullable, number, object, picklist, string, type InferOutput } from 'valibot';
import { FEED_TABS } from '../../../shared/constants';
import { savedState } from '../../lib/saved-state';

// The feed's state kept across reloads, checked with valibot: the feed is a first screen and
// reads all of this before it draws (decision 093).

/** The tab the reader last chose. */
export const savedTab = savedState('feed.tab', 1, picklist(FEED_TABS));

const named = object({ id: number(), name: string() });
const draftSchema = object({
  theme: nullable(named),
  title: string(),
  contents: string(),
  /** Data URLs of new pictures, the URLs of kept ones as answered, in display order. */
  images: array(string()),
  place: nullable(named),
});
export type Draft = InferOutput<typeof draftSchema>;

/** A post's draft in the writing sheet: a new post's, or the edit of post `feedId`. */
export const savedDraft = (feedId?: number) =>
  savedState(feedId ? `feed.draft.${feedId}` : 'feed.draft', 1, draftSchema);

/** Whether the writing sheet was open when the page went away. */
const editorOpen = savedState('feed.editorOpen', 1, boolean());

/** The sheet comes back after a reload only if it was open and a readable draft is there to fill it. */
export const editorLeftOpen = () => editorOpen.read() === true && savedDraft().read() !== undefined;
export const rememberEditorOpen = (open: boolean) => editorOpen.write(open);
