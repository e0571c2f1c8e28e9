import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DateTimeField } from '../DateTimeField';
import { formatTime, ListView } from '../ui';
import { useConsoleAction } from '../action';
import type { BannerRow } from '../../../shared/admin';
import { adminClient, isoOf, useAdmin } from './admin';
import { RemoveButton } from './parts';
import { TextInputs } from './TextInputs';
import { joinedAtDots } from '../../lib/separators';

const EMPTY = { titleKo: '', titleJa: '', imageUrl: '', linkPath: '/', startsAt: '', endsAt: '' };

/** The feed's banner row: picture, link, texts and the period each shows in. */
export function BannerDesk() {
  const { t, i18n } = useTranslation();
  const act = useConsoleAction();
  const banners = useAdmin('banners');
  const [form, setForm] = useState(EMPTY);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { startsAt, endsAt, ...rest } = form;
    void act(
      () =>
        adminClient.createBanner({
          body: { ...rest, startsAt: isoOf(startsAt) ?? null, endsAt: isoOf(endsAt) ?? null },
        }),
      t('ops.saved'),
      () => setForm(EMPTY),
    );
  };
  const period = (b: BannerRow) =>
    [b.startsAt, b.endsAt].map((at) => (at === null ? '…' : formatTime(at, i18n.language))).join(' – ');
  return (
    <>
      <h3 id="ops-banners" tabIndex={-1}>
        {t('ops.banners.title')}
      </h3>
      <form className="ops-form" onSubmit={submit} aria-label={t('ops.banners.new')}>
        <TextInputs
          prefix="banner"
          values={form}
          onChange={(key, value) => setForm({ ...form, [key]: value })}
          fields={['titleKo', 'titleJa', 'imageUrl', 'linkPath']}
        />
        {(['startsAt', 'endsAt'] as const).map((key) => (
          <DateTimeField
            key={key}
            id={`banner-${key}`}
            label={t(`ops.fields.${key}`)}
            value={form[key]}
            onChange={(local) => setForm({ ...form, [key]: local })}
          />
        ))}
        <button type="submit">{t('ops.add')}</button>
      </form>
      <ListView resource={banners} empty={t('ops.banners.empty')}>
        {(list) => (
          <ul className="rows">
            {list.map((b) => (
              <li key={b.id}>
                <img src={b.imageUrl} alt="" width={80} height={32} />
                <strong lang="ko">{joinedAtDots(b.titleKo)}</strong>
                <span lang="ja">{joinedAtDots(b.titleJa)}</span>
                <code>{b.linkPath}</code>
                <span className="muted">{period(b)}</span>
                <RemoveButton remove={() => adminClient.deleteBanner({ id: b.id })} name={b.titleKo} />
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </>
  );
}
