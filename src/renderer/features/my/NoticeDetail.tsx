import { useTranslation } from 'react-i18next';
import { ObjectState } from '../../components/AsyncState';
import { Badge } from '../../components/Badge';
import { PageHeader } from '../../components/PageHeader';
import { api } from '../../lib/api-client';
import { useCall, useIdParam, useLanguage } from '../../lib/data';
import { formatDate } from '../../lib/format';

export default function NoticeDetail() {
  const { t } = useTranslation('my');
  const language = useLanguage();
  const noticeId = useIdParam() ?? 0;
  const notice = useCall(api.notice.noticeDetail, { noticeId });
  return (
    <main className="page">
      <PageHeader title={t('titles:noticeDetail')} />
      <ObjectState call={notice}>
        {(n) => (
          <article className="article">
            {n.important && <Badge>{t('notice.important')}</Badge>}
            <h2>{n.title}</h2>
            <time className="muted">{formatDate(n.publishedAt, language)}</time>
            <p className="prewrap">{n.body}</p>
          </article>
        )}
      </ObjectState>
    </main>
  );
}
