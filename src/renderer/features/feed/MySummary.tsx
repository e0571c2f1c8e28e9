import type { LucideIcon } from 'lucide-react';
import { Bookmark, Coins, Gift, NotebookPen, Plane } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { FeedPreview } from '../../../shared/api/feed';
import { api } from '../../lib/api-client';
import { useBalance, useCall, useExtension, useLanguage, type CallState } from '../../lib/data';
import { errorMessage } from '../../lib/errors';
import { formatNumber } from '../../lib/format';

/** A list's first page as far as it came: its items, or what failed. */
interface Latest<T> {
  items: T[] | undefined;
  error: unknown;
}
const latestOf = <T,>(call: CallState<{ items: T[] }>): Latest<T> => ({ items: call.data?.items, error: call.error });

/**
 * One figure of the member's own page: what it counts, its value, and its latest item (or why there
 * is none: not yet, loading, or what failed), opening the whole list.
 */
function Tile<T>({
  href,
  icon: Icon,
  label,
  value,
  latest,
  line,
}: {
  href: string;
  icon: LucideIcon;
  label: string;
  value?: ReactNode;
  latest: Latest<T>;
  line(item: T): string;
}) {
  const { t } = useTranslation('feed');
  const first = latest.items?.[0];
  let text: ReactNode;
  if (first !== undefined) text = <span data-user-content>{line(first)}</span>;
  else if (latest.error !== undefined && latest.error !== null) text = errorMessage(latest.error);
  else if (latest.items) text = t('summary.none');
  else text = <span className="bone bone-line" aria-label={t('common:states.loading')} />;
  return (
    <li>
      <Link href={href} className="card summary-tile">
        <span className="summary-label">
          <Icon aria-hidden="true" /> {label}
        </span>
        {value !== undefined && <strong className="summary-value">{value}</strong>}
        <span className="summary-latest muted">{text}</span>
      </Link>
    </li>
  );
}

/** The member's points, posts, bookmarks, plans and orders, each with its latest item. */
export function MySummary({ posts, postCount }: { posts: Latest<FeedPreview>; postCount: number }) {
  // The points' reasons are the my page's texts: read before the tiles draw.
  const { t } = useTranslation(['feed', 'my']);
  const language = useLanguage();
  const n = (value: number) => formatNumber(value, language);
  const balance = useBalance();
  const history = useCall(api.user.pointHistory, { size: 1 }, { silent: true });
  // Saved posts are a call beyond the spec: a host without it hides their tile (decision 110).
  const savedPosts = useExtension(api.feed.bookmarkList, { size: 1 });
  const bookmarks = useCall(api.feed.bookmarkList, { size: 1 }, { silent: true, enabled: savedPosts });
  const plans = useCall(api.travel.planList, { size: 1 }, { silent: true });
  const orders = useCall(api.pointShop.orderList, { size: 1 }, { silent: true });
  const latestPost = posts.items?.[0];
  return (
    <ul className="my-summary" aria-label={t('summary.label')}>
      <Tile
        href="/myPointHistory"
        icon={Coins}
        label={t('summary.points')}
        value={balance.data ? t('summary.pointValue', { value: n(balance.data.balance) }) : '…'}
        latest={latestOf(history)}
        line={(e) =>
          `${t(`my:history.reasons.${e.reason}`, { defaultValue: t('my:history.reasons.other') })} ${e.amount > 0 ? '+' : ''}${n(e.amount)}`
        }
      />
      <Tile
        href={latestPost ? `/feedDetail?id=${latestPost.id}` : '/myFeed'}
        icon={NotebookPen}
        label={t('summary.posts')}
        value={t('summary.count', { count: postCount, value: n(postCount) })}
        latest={posts}
        line={(p) => p.title}
      />
      {savedPosts && (
        <Tile
          href="/savedPosts"
          icon={Bookmark}
          label={t('summary.bookmarks')}
          latest={latestOf(bookmarks)}
          line={(p) => p.title}
        />
      )}
      <Tile href="/travelPlan" icon={Plane} label={t('summary.plans')} latest={latestOf(plans)} line={(p) => p.title} />
      <Tile
        href="/myPointShopOrder"
        icon={Gift}
        label={t('summary.orders')}
        latest={latestOf(orders)}
        line={(o) => o.productName}
      />
    </ul>
  );
}
