import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedComment } from '../../../shared/api/feed';
import { LIMITS, REWARDS, type Language } from '../../../shared/constants';
import { ListState } from '../../components/AsyncState';
import { api, client } from '../../lib/api-client';
import { errorMessage, toastError } from '../../lib/errors';
import { commentDeletedText, commentDeleteQuestion, commentSavedText } from '../../lib/comment-points';
import { confirm, toast } from '../../lib/feedback';
import { formatDate } from '../../lib/format';
import { ReportDialog } from './ReportDialog';
import { usePages } from './use-pages';

/** A post's comments: read, write (points within the daily cap), delete one's own (points taken back), report others'. */
export function Comments({ feedId }: { feedId: number }) {
  const { t, i18n } = useTranslation('feed');
  const language = i18n.language as Language;
  const comments = usePages(
    (cursor) => client.call(api.feed.commentList, { feedId, cursor, size: 50 }, { silent: true }),
    [feedId],
  );
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [reporting, setReporting] = useState<number | null>(null);
  const inputId = useId();

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    setError('');
    try {
      const { reward } = await client.call(api.feed.writeComment, { feedId, contents: text });
      setText('');
      toast(commentSavedText(reward), { icon: 'success' });
      comments.refresh();
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  const remove = async (comment: FeedComment) => {
    if (!(await confirm(commentDeleteQuestion()))) return;
    try {
      const { takenBack } = await client.call(api.feed.deleteComment, { commentId: comment.id });
      comments.update((items) => items.filter((c) => c.id !== comment.id));
      toast(commentDeletedText(takenBack), { icon: 'success' });
    } catch (err) {
      toastError(err);
    }
  };

  return (
    <section className="comments" aria-labelledby={`${inputId}-h`}>
      <h2 id={`${inputId}-h`} className="comments-title">
        {t('comments.title')}
      </h2>
      <form className="comment-form" onSubmit={submit} noValidate>
        <label htmlFor={inputId} className="feed-sr-only">
          {t('comments.label')}
        </label>
        <textarea
          id={inputId}
          value={text}
          maxLength={LIMITS.comment}
          rows={2}
          placeholder={t('comments.placeholder', { points: REWARDS.comment, count: REWARDS.commentsPerDay })}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="button primary">
          {t('comments.submit')}
        </button>
        {error && (
          <p className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
      <ListState
        loading={comments.loading}
        error={comments.error}
        items={comments.items}
        empty={t('comments.empty')}
        onRetry={comments.refresh}
      >
        {(items) => (
          <ul className="list comment-list">
            {items.map((c) => (
              <li key={c.id} className="comment">
                <p className="comment-head">
                  <strong data-user-content>{c.author.nickname}</strong>
                  <time className="muted" dateTime={new Date(c.createdAt).toISOString()}>
                    {formatDate(c.createdAt, language)}
                  </time>
                  {c.mine ? (
                    <button type="button" className="button link" onClick={() => void remove(c)}>
                      {t('comments.delete')}
                    </button>
                  ) : (
                    <button type="button" className="button link" onClick={() => setReporting(c.id)}>
                      {t('comments.report')}
                    </button>
                  )}
                </p>
                <p className="prewrap comment-text" data-user-content>
                  {c.contents}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {comments.hasMore && (
        <button type="button" className="button link block" onClick={comments.loadMore}>
          {t('list.more')}
        </button>
      )}
      {reporting !== null && (
        <ReportDialog
          send={(reason) => client.call(api.feed.reportComment, { commentId: reporting, reason })}
          onClose={() => setReporting(null)}
        />
      )}
    </section>
  );
}
