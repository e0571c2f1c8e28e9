import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime, ListView } from '../ui';
import { useConsoleAction } from '../action';
import { adminClient, isoOf, useAdmin } from './admin';
import { RemoveButton } from './parts';
import { TextInputs } from './TextInputs';
import { SEPARATOR } from '../../lib/separators';

const EMPTY = { titleKo: '', titleJa: '', bodyKo: '', bodyJa: '', important: false, publishAt: '' };

/** Write a notice now or for later (an important one becomes the app's popup); delete one. */
export function NoticeDesk() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const notices = useAdmin('notices');
  const [form, setForm] = useState(EMPTY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { publishAt, ...rest } = form;
    void act(
      () => adminClient.createNotice({ body: { ...rest, ...(publishAt ? { publishAt: isoOf(publishAt) } : {}) } }),
      t('ops.notices.published'),
      () => setForm(EMPTY),
    );
  };
  return (
    <>
      <h3>{t('ops.notices.title')}</h3>
      <form className="ops-form" onSubmit={submit} aria-label={t('ops.notices.new')}>
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
        <label>
          {t('ops.notices.publishAt')}
          <input
            type="datetime-local"
            value={form.publishAt}
            onChange={(e) => setForm({ ...form, publishAt: e.target.value })}
          />
        </label>
        <button type="submit">{t('ops.notices.publish')}</button>
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
                <RemoveButton remove={() => adminClient.deleteNotice({ id: n.id })} name={n.titleKo} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
