import { Flag, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { LIMITS, REWARDS } from '../../shared/constants';
import type { Endpoint, Page } from '../../shared/endpoint';
import { commentDeletedText, commentDeleteQuestion, commentSavedText } from '../lib/comment-points';
import { isQueued, useAction, useLanguage, usePages } from '../lib/data';
import { confirm, toast } from '../lib/feedback';
import { formatDate, langOf } from '../lib/format';
import { waitingWrites } from '../lib/offline/waiting';
import { savedState } from '../lib/saved-state';
import { PagedList } from './AsyncState';
import { Badge } from './Badge';
import { Button } from './Button';
import { EmptyState } from './EmptyState';
import { ReportDialog, type ReportCall } from './ReportDialog';
import './comments.css';

/** What every comment of the contract carries. */
interface Comment {
  id: number;
  contents: string;
  createdAt: number;
  mine: boolean;
  /** Set when an operator hid it: only its author is shown it, with why. */
  hiddenReason: string | null;
}

type Call<Req, Res> = Endpoint<z.ZodType<unknown, Req>, z.ZodType<Res>>;

/** The calls of one kind of thread (a post's, a place's); `T` names the thread, e.g. `{ feedId }`. */
export interface CommentCalls<T, C extends Comment> {
  list: Call<T & { cursor?: number; size?: number }, Page<C>>;
  write: Call<T & { contents: string }, { commentId: number; reward: number }>;
  remove: Call<{ commentId: number }, { takenBack: number }>;
  report: ReportCall<{ commentId: number }>;
  /** Who wrote a comment (the calls name the author differently). */
  author(comment: C): string;
}

interface CommentThreadProps<T, C extends Comment> {
  calls: CommentCalls<T, C>;
  thread: T;
  /** Also the draft's storage key: a half-written comment survives a reload. */
  threadKey: string;
  /** Shown in the heading when the owner knows the total. */
  count?: number;
  /** The heading level that fits the page around the thread. */
  level?: 2 | 3;
  pageSize?: number;
  /** A comment was written (+1) or deleted (-1), for counts shown outside the thread. */
  onCountChange?(delta: number): void;
}

/**
 * Comments under anything: read page by page, write (points within the daily cap, a draft that
 * survives a reload), delete one's own (points taken back), report others'.
 */
export function CommentThread<T, C extends Comment>({
  calls,
  thread,
  threadKey,
  count,
  level = 2,
  pageSize = 20,
  onCountChange,
}: CommentThreadProps<T, C>) {
  const { t } = useTranslation();
  const language = useLanguage();
  const ids = { heading: useId(), input: useId() };
  const saved = useMemo(() => savedState(`comments.draft.${threadKey}`, 1, z.string()), [threadKey]);
  const [draft, setDraft] = useState(() => saved.read() ?? '');
  const [reporting, setReporting] = useState<C | null>(null);
  const comments = usePages(calls.list, { ...thread, size: pageSize });
  // Comments written offline show at once, marked as waiting, until the sent one loads in their place.
  // (Their texts are the offline ones, added by the queue that lists them: lib/offline/texts.ts.)
  const waiting = useSyncExternalStore(waitingWrites.subscribe, () => waitingWrites.list);
  const pending = waiting.filter(
    (w) =>
      w.path === calls.write.path &&
      Object.entries(thread as Record<string, unknown>).every(([name, value]) => w.body[name] === value),
  );

  const changeDraft = (text: string) => {
    setDraft(text);
    if (text) saved.write(text);
    else saved.clear();
  };
  const write = useAction(calls.write, {
    // Offline, the comment waits (the shell counts it) and shows in the thread as waiting.
    whenQueued: () => ({ commentId: 0, reward: 0 }),
    onSuccess: (answer) => {
      changeDraft('');
      if (isQueued(answer)) return;
      const { reward } = answer;
      toast(commentSavedText(reward), { icon: 'success' });
      onCountChange?.(1);
      setFresh(answer.commentId);
      comments.refresh();
    },
  });
  const listRef = useRef<HTMLDivElement>(null);
  const [fresh, setFresh] = useState<number | null>(null);
  const shownFresh = useRef<number | null>(null);
  // The comment just written is brought into view and takes the focus (it is the result of the
  // action); the thread is oldest first, so later pages load until it is there.
  useEffect(() => {
    if (fresh === null || shownFresh.current === fresh || comments.items === undefined) return;
    const row = listRef.current?.querySelector<HTMLElement>(`[data-comment-id="${fresh}"]`);
    if (row) {
      shownFresh.current = fresh;
      row.focus({ preventScroll: true });
      row.scrollIntoView({ block: 'center' });
    } else if (comments.hasMore && !comments.loading) comments.loadMore();
  });
  const remove = useAction(calls.remove, {
    onSuccess: ({ takenBack }, { commentId }) => {
      comments.update((items) => items.filter((c) => c.id !== commentId));
      toast(commentDeletedText(takenBack), { icon: 'success' });
      onCountChange?.(-1);
    },
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void write.run({ ...thread, contents: draft });
  };
  const askRemove = async (comment: C) => {
    if (await confirm(commentDeleteQuestion())) await remove.run({ commentId: comment.id });
  };

  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={fresh === null ? 'comments' : 'comments with-fresh'} aria-labelledby={ids.heading}>
      <Heading id={ids.heading} className="comments-title">
        {count === undefined ? t('comments.title') : t('comments.titleCount', { count })}
      </Heading>
      <form className="comment-form" onSubmit={submit} noValidate>
        <label htmlFor={ids.input} className="visually-hidden">
          {t('comments.label')}
        </label>
        <textarea
          id={ids.input}
          value={draft}
          maxLength={LIMITS.comment}
          rows={2}
          placeholder={t('comments.placeholder', { points: REWARDS.comment, count: REWARDS.commentsPerDay })}
          onChange={(e) => changeDraft(e.target.value)}
        />
        <Button type="submit" variant="primary" disabled={draft.trim() === '' || write.pending}>
          {t('comments.submit')}
        </Button>
      </form>
      {pending.length > 0 && (
        <ul className="list comment-list">
          {pending.map((w) => (
            <li key={w.key} className="comment comment-pending">
              <p className="comment-head">
                <Badge tone="neutral">{t('offline:queue.pendingComment')}</Badge>
              </p>
              <p className="prewrap comment-text" lang={langOf(String(w.body.contents), language)} data-user-content>
                {String(w.body.contents)}
              </p>
            </li>
          ))}
        </ul>
      )}
      <div ref={listRef}>
        <PagedList
          pages={comments}
          empty={pending.length > 0 ? '' : <EmptyState picture="talk" text={t('comments.empty')} />}
        >
          {(items) => (
            <ul className="list comment-list">
              {items.map((c) => (
                <li
                  key={c.id}
                  className={c.id === fresh ? 'comment comment-fresh' : 'comment'}
                  data-comment-id={c.id}
                  tabIndex={c.id === fresh ? -1 : undefined}
                >
                  <p className="comment-head">
                    <strong lang={langOf(calls.author(c), language)} data-user-content>
                      {calls.author(c)}
                    </strong>
                    {c.id === fresh && <Badge>{t('comments.fresh')}</Badge>}
                    <time className="muted" dateTime={new Date(c.createdAt).toISOString()}>
                      {formatDate(c.createdAt, language)}
                    </time>
                    {c.mine ? (
                      <Button variant="subtle" small onClick={() => void askRemove(c)}>
                        <Trash2 /> {t('comments.delete')}
                      </Button>
                    ) : (
                      <Button variant="subtle" small onClick={() => setReporting(c)}>
                        <Flag /> {t('comments.report')}
                      </Button>
                    )}
                  </p>
                  {c.hiddenReason !== null && (
                    <p className="hidden-notice" role="note">
                      {t('comments.hidden', { reason: c.hiddenReason })}
                    </p>
                  )}
                  <p className="prewrap comment-text" lang={langOf(c.contents, language)} data-user-content>
                    {c.contents}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </PagedList>
      </div>
      {reporting && (
        <ReportDialog
          title={t('report.comment')}
          call={calls.report}
          body={{ commentId: reporting.id }}
          quote={reporting.contents}
          onClose={() => setReporting(null)}
        />
      )}
    </section>
  );
}
