import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../DateTimeField';
import { formatTime, ListView, toLocalInput } from '../ui';
import { useConsoleAction } from '../action';
import { adminClient, isoOf, useAdmin } from './admin';
import { RemoveButton } from './parts';
import { TextInputs } from './TextInputs';
import { SEPARATOR } from '../../lib/separators';

type NoticeRow = NonNullable<ReturnType<typeof useAdmin<'notices'>>['data']>[number];
const EMPTY = { titleKo: '', titleJa: '', bodyKo: '', bodyJa: '', important: false, publishAt: '' };

/** Write a notice now or for later (an important one becomes the app's popup); change or delete one. */
export function NoticeDesk() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const notices = useAdmin('notices');
  const [form, setForm] = useState(EMPTY);
  // The notice being changed; null: the form writes a new one.
  const [editing, setEditing] = useState<number | null>(null);
  const stopEditing = () => {
    setForm(EMPTY);
    setEditing(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { publishAt, ...rest } = form;
    const body = { ...rest, ...(publishAt ? { publishAt: isoOf(publishAt) } : {}) };
    void act(
      () => (editing === null ? adminClient.createNotice({ body }) : adminClient.updateNotice({ id: editing, body })),
      t(editing === null ? 'ops.notices.published' : 'ops.notices.changed'),
      stopEditing,
    );
  };
  const edit = (n: NoticeRow) => {
    setEditing(n.id);
    setForm({
      titleKo: n.titleKo,
      titleJa: n.titleJa,
      bodyKo: n.bodyKo,
      bodyJa: n.bodyJa,
      important: n.important,
      publishAt: toLocalInput(n.publishedAt),
    });
    document.querySelector<HTMLInputElement>('input[name="notice-titleKo"]')?.focus();
  };
  return (
    <>
      <h3 id="ops-notices" tabIndex={-1}>
        {t('ops.notices.title')}
      </h3>
      <form
        className="ops-form"
        onSubmit={submit}
        aria-label={editing === null ? t('ops.notices.new') : t('ops.notices.editing', { id: editing })}
      >
        {editing !== null && <p className="form-heading">{t('ops.notices.editing', { id: editing })}</p>}
        <TextInputs
          prefix="notice"
          values={form}
          onChange={(key, value) => setForm({ ...form, [key]: value })}
          fields={['titleKo', 'titleJa']}
          areas={['bodyKo', 'bodyJa']}
        />
        <label>
          <input
            type="checkbox"
            checked={form.important}
            onChange={(e) => setForm({ ...form, important: e.target.checked })}
          />{' '}
          {t('ops.notices.important')}
        </label>
        <DateTimeField
          id="notice-publishAt"
          label={t('ops.notices.publishAt')}
          value={form.publishAt}
          onChange={(publishAt) => setForm({ ...form, publishAt })}
        />
        <button type="submit">{t(editing === null ? 'ops.notices.publish' : 'ops.notices.save')}</button>
        {editing !== null && (
          <button type="button" onClick={stopEditing}>
            {t('confirm.cancel')}
          </button>
        )}
      </form>
      <ListView resource={notices} empty={t('ops.notices.empty')}>
        {(list) => (
          <ul className="rows">
            {list.map((n) => (
              <li key={n.id}>
                {n.important && <span className="tag danger">{t('ops.notices.important')}</span>}
                <strong lang="ko">{n.titleKo}</strong>
                <span lang="ja">{n.titleJa}</span>
                <span className="muted">
                  {formatTime(n.publishedAt, i18n.language)}
                  {n.publishedAt > Date.now() ? `${SEPARATOR}${t('ops.notices.scheduled')}` : ''}
                </span>
                <button type="button" aria-label={`${t('ops.notices.edit')}: ${n.titleKo}`} onClick={() => edit(n)}>
                  {t('ops.notices.edit')}
                </button>
                <RemoveButton remove={() => adminClient.deleteNotice({ id: n.id })} name={n.titleKo} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
