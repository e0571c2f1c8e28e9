import { i18n } from '../lib/i18n';
import { alert, toast } from '../lib/feedback';

/**
 * Shares a public page of the app (`/shareFeedDetail?id=3`): the system share sheet where there is
 * one, otherwise the link to the clipboard, and where the clipboard refuses, the link to copy by hand.
 */
export async function shareLink(path: string, title: string): Promise<void> {
  const url = `${window.location.origin}${path}`;
  if (navigator.share) {
    // Closing the sheet without sharing rejects; nothing to tell the reader then.
    await navigator.share({ title, url }).catch(() => undefined);
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    toast(i18n.t('common:share.copied'), { icon: 'success' });
  } catch {
    await alert(url, { title: i18n.t('common:share.copyThis') });
  }
}
