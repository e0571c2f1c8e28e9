import { useTranslation } from 'react-i18next';
import { useSearch } from 'wouter';
import type { Language } from '../../../shared/constants';
import { ListState } from '../../components/ListState';
import { PageHeader } from '../../components/PageHeader';
import { api, client } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { useCall } from '../../lib/use-call';

export default function NoticeDetail() {
  const { t, i18n } = useTranslation('my');
  const language = i18n.language as Language;
  const noticeId = Number(new URLSearchParams(useSearch()).get('id'));
  const notice = useCall(() => client.call(api.notice.noticeDetail, { noticeId }), [noticeId, language]);
  return (
    <main className="page">
      <PageHeader title={t('titles:noticeDetail')} />
      <ListState
        loading={notice.loading}
        error={notice.error}
        items={notice.data ? [notice.data] : undefined}
        empty=""
        onRetry={notice.reload}
      >
        {([n]) => (
          <article className="article">
            <h2>{n!.title}</h2>
            <time className="muted">{formatDate(n!.publishedAt, language)}</time>
            <p className="prewrap">{n!.body}</p>
          </article>
        )}
      </ListState>
    </main>
  );
}
