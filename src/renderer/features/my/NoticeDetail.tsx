import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ObjectState } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useCall, useIdParam, useLanguage } from '../../lib/data';
import { formatDate } from '../../lib/format';
import { markNoticeOpened, NoticeRows } from './notice-rows';

/** How many other notices follow the one read. */
const OTHERS = 4;

export default function NoticeDetail() {
  const { t } = useTranslation('my');
  const language = useLanguage();
  const noticeId = useIdParam() ?? 0;
  const notice = useCall(api.notice.noticeDetail, { noticeId });
  const list = useCall(api.notice.noticeList, { size: OTHERS + 1 });
  useEffect(() => {
    if (notice.data) markNoticeOpened(notice.data.id);
  }, [notice.data]);
  const others = list.data?.items.filter((n) => n.id !== noticeId).slice(0, OTHERS) ?? [];
  return (
    <main className="page">
      <PageHeader title={t('titles:noticeDetail')} />
      <ObjectState call={notice}>
        {(n) => (
          <article className="article">
            {n.important && <Badge>{t('notice.important')}</Badge>}
            <h2>{n.title}</h2>
            <time className="muted" dateTime={new Date(n.publishedAt).toISOString()}>
              {formatDate(n.publishedAt, language)}
            </time>
            <p className="prewrap">{n.body}</p>
          </article>
        )}
      </ObjectState>
      {others.length > 0 && (
        <section className="menu-section notice-others" aria-labelledby="notice-others">
          <h2 id="notice-others">{t('notice.others')}</h2>
          <NoticeRows notices={others} />
        </section>
      )}
    </main>
  );
}
