import type { Language } from '../../src/shared/constants';
import { readPictureUrl, widthsOf } from '../../src/shared/pictures';
import { escapeHtml, inHead } from './html';

/** What a shared link shows in a messenger's or a social site's preview. */
export interface SharePreview {
  type: 'article' | 'place';
  title: string;
  description: string;
  /** The picture's path on this server, if there is one. */
  image?: string;
  /** Properties of the type beyond the common ones (a place's coordinates). */
  properties?: Record<string, string>;
  /** Kept out of search engines (a shared plan: it says where a member will be). */
  noindex?: true;
}

/** The tag that keeps a page out of search engines' indexes and their following of its links. */
export const NOINDEX_TAG = '<meta name="robots" content="noindex, nofollow">';

const SITE_NAME: Record<Language, string> = { ko: '타비로그', ja: 'タビログ' };
const LOCALE: Record<Language, string> = { ko: 'ko_KR', ja: 'ja_JP' };
const DESCRIPTION_CHARS = 150;

/** One line, cut by characters (never inside a surrogate pair), as previews show it. */
const summary = (text: string) => [...text.replace(/\s+/g, ' ').trim()].slice(0, DESCRIPTION_CHARS).join('');

/**
 * The client's page with the Open Graph and Twitter card tags of one post or place: link crawlers
 * read the HTML and run no script. `url` is the page's own absolute address, `origin` its origin.
 */
/** A sized picture at its largest width up to 960 px (the server answers the bare path with its largest). */
function largestWidth(url: string): string {
  const { src, size } = readPictureUrl(url);
  return size ? `${src}?w=${Math.max(...widthsOf(size.width).filter((w) => w <= 960))}` : src;
}

export function renderSharePage(
  page: string,
  preview: SharePreview,
  at: { lang: Language; origin: string; url: string },
): string {
  const properties: Record<string, string> = {
    'og:type': preview.type,
    'og:site_name': SITE_NAME[at.lang],
    'og:title': preview.title,
    'og:description': summary(preview.description),
    'og:url': at.url,
    'og:locale': LOCALE[at.lang],
    ...(preview.image ? { 'og:image': `${at.origin}${largestWidth(preview.image)}` } : {}),
    ...preview.properties,
  };
  const tags = [
    ...Object.entries(properties).map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}">`,
    ),
    `<meta name="twitter:card" content="${preview.image ? 'summary_large_image' : 'summary'}">`,
    ...(preview.noindex ? [NOINDEX_TAG] : []),
  ];
  return inHead(page, tags);
}
