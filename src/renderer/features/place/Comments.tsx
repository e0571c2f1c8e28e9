import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlaceComment } from '../../../shared/api/place';
import { LIMITS, type Language } from '../../../shared/constants';
import { Dialog } from '../../components/Dialog';
import { ListState } from '../../components/AsyncState';
import { api, client } from '../../lib/api-client';
import { commentDeletedText, commentDeleteQuestion, commentSavedText } from '../../lib/comment-points';
import { toastError } from '../../lib/errors';
import { confirm, toast } from '../../lib/feedback';
import { formatDate } from '../../lib/format';
import { storage } from '../../lib/storage';
import { useCall } from '../../lib/use-call';

interface CommentsProps {
  placeId: number;
  count: number;
  onCountChange(delta: number): void;
}

/** A place's comments: write (the draft survives a reload), delete one's own, report others'. */
export function Comments({ placeId, count, onCountChange }: CommentsProps) {
  const { t, i18n } = useTranslation('place');
  const language = i18n.language as Language;
  const draftKey = `place.commentDraft.${placeId}`;
  const [draft, setDraft] = useState(() => storage.readJson(draftKey, ''));
  const [more, setMore] = useState<PlaceComment[]>([]);
  const [cursor, setCursor] = useState<number | null>(null);
  const [reporting, setReporting] = useState<PlaceComment | null>(null);
  const first = useCall(async () => {
    const page = await client.call(api.place.commentList, { placeId }, { silent: true });
    setMore([]);
    setCursor(page.nextCursor);
    return page.items;
  }, [placeId, language]);
  const comments = first.data && [...first.data, ...more];

  const changeDraft = (text: string) => {
    setDraft(text);
    storage.writeJson(draftKey, text);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      const { reward } = await client.call(api.place.writeComment, { placeId, contents: draft });
      changeDraft('');
      storage.remove(draftKey);
      toast(commentSavedText(reward), { icon: 'success' });
      onCountChange(1);
      first.reload();
    } catch (error) {
      toastError(error);
    }
  };
  const remove = async (comment: PlaceComment) => {
    if (!(await confirm(commentDeleteQuestion()))) return;
    try {
      const { takenBack } = await client.call(api.place.deleteComment, { commentId: comment.id });
      toast(commentDeletedText(takenBack), { icon: 'success' });
      onCountChange(-1);
      first.reload();
    } catch (error) {
      toastError(error);
    }
  };
  const loadMore = async () => {
    if (cursor === null) return;
    try {
      const page = await client.call(api.place.commentList, { placeId, cursor });
      setMore((m) => [...m, ...page.items]);
      setCursor(page.nextCursor);
    } catch (error) {
      toastError(error);
    }
  };

  return (
    <section className="place-comments" aria-labelledby="place-comments-heading">
      <h3 id="place-comments-heading">{t('comments.title', { count })}</h3>
      <form className="comment-form" onSubmit={submit}>
        <label className="visually-hidden" htmlFor={`comment-${placeId}`}>
          {t('comments.label')}
        </label>
        <textarea
          id={`comment-${placeId}`}
          value={draft}
          maxLength={LIMITS.comment}
          placeholder={t('comments.placeholder')}
          onChange={(e) => changeDraft(e.target.value)}
          rows={2}
        />
        <button type="submit" className="button primary" disabled={draft.trim() === ''}>
          {t('comments.submit')}
        </button>
      </form>
      <ListState
        loading={first.loading}
        error={first.error}
        items={comments}
        empty={t('comments.empty')}
        onRetry={first.reload}
      >
        {(items) => (
          <ul className="list comment-list">
            {items.map((c) => (
              <li key={c.id} className="comment">
                <div className="comment-head">
                  <strong data-user-content>{c.nickname}</strong>
                  <time className="muted" dateTime={new Date(c.createdAt).toISOString()}>
                    {formatDate(c.createdAt, language)}
                  </time>
                  {c.mine ? (
                    <button type="button" className="button link" onClick={() => void remove(c)}>
                      {t('comments.delete')}
                    </button>
                  ) : (
                    <button type="button" className="button link" onClick={() => setReporting(c)}>
                      {t('comments.report')}
                    </button>
                  )}
                </div>
                <p className="prewrap" data-user-content>
                  {c.contents}
                </p>
              </li>
            ))}
          </ul>
        )}
      </ListState>
      {cursor !== null && (
        <button type="button" className="button secondary block" onClick={() => void loadMore()}>
          {t('comments.more')}
        </button>
      )}
      {reporting && <ReportDialog comment={reporting} onDone={() => setReporting(null)} />}
    </section>
  );
}

function ReportDialog({ comment, onDone }: { comment: PlaceComment; onDone(): void }) {
  const { t } = useTranslation('place');
  const [reason, setReason] = useState('');
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await client.call(api.place.reportComment, { commentId: comment.id, reason });
      toast(t('comments.reported'), { icon: 'success' });
      onDone();
    } catch (error) {
      toastError(error);
    }
  };
  return (
    <Dialog
      title={t('comments.reportTitle')}
      onDismiss={onDone}
      actions={
        <>
          <button type="button" className="button secondary" onClick={onDone}>
            {t('common:actions.cancel')}
          </button>
          <button type="submit" form="report-form" className="button primary" disabled={reason.trim() === ''}>
            {t('comments.reportSubmit')}
          </button>
        </>
      }
    >
      <form id="report-form" className="form" onSubmit={submit}>
        <p className="muted prewrap" data-user-content>
          {comment.contents}
        </p>
        <label className="field">
          {t('comments.reportReason')}
          <textarea
            value={reason}
            maxLength={LIMITS.report}
            onChange={(e) => setReason(e.target.value)}
            data-autofocus
          />
        </label>
      </form>
    </Dialog>
  );
}
