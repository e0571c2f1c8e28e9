import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { array, number } from 'valibot';
import type { z } from 'zod';
import type { noticeSummary } from '../../../shared/api/notice';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Phrases } from '../../components/Phrases';
import { api, client } from '../../lib/api-client';
import { savedState } from '../../lib/saved-state';
import { useMy } from './use-my';

type Notice = z.infer<typeof noticeSummary>;
/** The important notices this browser has shown already (the newest few): each pops up once. */
const seenNotices = savedState('importantNotice.seen', 1, array(number()));
const KEPT = 20;

/**
 * The operators' important notice, over a member's home screen once per notice: asked once per
 * launch, shown only if this browser has not shown that notice before (decision 071).
 */
export default function ImportantNoticePopup() {
  const { t } = useMy();
  const [, navigate] = useLocation();
  const [notice, setNotice] = useState<Notice | null>(null);

  useEffect(() => {
    client.call(api.notice.importantNotice, {}, { silent: true }).then(
      (found) => {
        const seen = seenNotices.read();
        // The first launch in this browser pops nothing up: what is important then already heads
        // the home screen. From then on, each important notice operators publish shows once.
        if (seen === undefined) seenNotices.write(found ? [found.id] : []);
        else if (found && !seen.includes(found.id)) setNotice(found);
      },
      () => undefined, // A notice can wait: a failed check must not interrupt the home screen.
    );
  }, []);

  if (!notice) return null;
  const close = (open: boolean) => {
    seenNotices.write([notice.id, ...(seenNotices.read() ?? [])].slice(0, KEPT));
    setNotice(null);
    if (open) navigate(`/noticeDetail?id=${notice.id}`);
  };
  return (
    <Dialog
      title={t('importantNotice.title')}
      onDismiss={() => close(false)}
      actions={
        <>
          <Button onClick={() => close(false)}>{t('importantNotice.close')}</Button>
          <Button variant="primary" data-autofocus onClick={() => close(true)}>
            {t('importantNotice.open')}
          </Button>
        </>
      }
    >
      <p className="important-notice-title">
        <Phrases>{notice.title}</Phrases>
      </p>
    </Dialog>
  );
}
