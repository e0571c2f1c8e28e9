import ja from '../../locales/ja/offline.json';
import ko from '../../locales/ko/offline.json';
import { i18n } from '../i18n';

/**
 * The offline texts, added when the offline code loads (after the first screen), not with the
 * first screens' texts (no room in their budget) nor through a screen's `useTranslation` (a toast
 * and the shell's mark are shown outside any screen). Import this module from anything that shows them.
 */
i18n.addResourceBundle('ko', 'offline', ko);
i18n.addResourceBundle('ja', 'offline', ja);

export const t = (key: string, options?: Record<string, unknown>): string => i18n.t(`offline:${key}`, options);
