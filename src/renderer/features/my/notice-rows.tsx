import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { noticeSummary } from '../../../shared/api/notice';
import { Badge } from '../../components/Badge';
import { ListRow } from '../../components/ListRow';
import { Phrases } from '../../components/Phrases';
import { useLanguage } from '../../lib/data';
import { formatDate } from '../../lib/format';
import { savedState } from '../../lib/saved-state';
import './my.css';

type Notice = z.infer<typeof noticeSummary>;

/** The notices this browser has opened, newest first: the list marks the others as new. */
const opened = savedState('notice.opened', 1, z.array(z.number().int()).max(200));
/** A notice is new to the reader for two weeks after it is published, until opened. */
const NEW_FOR_MS = 14 * 86_400_000;

export function markNoticeOpened(id: number) {
  const ids = opened.read() ?? [];
  if (!ids.includes(id)) opened.write([id, ...ids].slice(0, 200));
}

/** Important notices first (the pinned ones), the rest newest first as the list gives them. */
const pinnedFirst = (notices: Notice[]) => [
  ...notices.filter((n) => n.important),
  ...notices.filter((n) => !n.important),
];

/** Notices as rows: an important one marked and pinned, an unopened recent one marked new, each with its date. */
export function NoticeRows({ notices }: { notices: Notice[] }) {
  const { t } = useTranslation('my');
  const language = useLanguage();
  const seen = new Set(opened.read() ?? []);
  const now = Date.now();
  return (
    <ul className="list notice-list">
      {pinnedFirst(notices).map((n) => {
        const fresh = !seen.has(n.id) && now - n.publishedAt < NEW_FOR_MS;
        return (
          <li key={n.id}>
            <ListRow
              href={`/noticeDetail?id=${n.id}`}
              className={fresh ? 'notice-new' : undefined}
              leading={n.important && <Badge>{t('notice.important')}</Badge>}
              title={<Phrases>{n.title}</Phrases>}
              meta={
                <>
                  <time dateTime={new Date(n.publishedAt).toISOString()}>{formatDate(n.publishedAt, language)}</time>
                  {fresh && (
                    <>
                      {' '}
                      <Badge tone="ok">{t('notice.new')}</Badge>
                    </>
                  )}
                </>
              }
            />
          </li>
        );
      })}
    </ul>
  );
}
