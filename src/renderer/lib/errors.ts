import { i18n } from './i18n';
import { ApiError } from './transport';
import { toast } from './feedback';

/** The sentence to show for a failed call: the server's own words, or ours for transport failures. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK') return i18n.t('common:errors.network');
    if (error.code === 'EXTENSION_MISSING') return i18n.t('common:errors.extension');
    if (error.message) return error.message;
  }
  return i18n.t('common:errors.unknown');
}

export const toastError = (error: unknown) => toast(errorMessage(error), { icon: 'error' });

/** The host lacks the extension call this failed on: asking again cannot help. */
export const isLackingCall = (error: unknown) => error instanceof ApiError && error.code === 'EXTENSION_MISSING';
