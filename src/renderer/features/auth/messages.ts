import { ApiError } from '../../lib/api-client';
import { alert, confirm } from '../../lib/feedback';
import { i18n } from '../../lib/i18n';
import { errorMessage } from '../../lib/errors';

const t = (key: string, options?: Record<string, unknown>) => i18n.t(key, { ns: 'auth', ...options });
export const codeOf = (error: unknown) => (error instanceof ApiError ? error.code : 'UNKNOWN');

/** A refused login: a withdrawn account gets the administrator popup, the rest a sentence. */
export async function loginErrorText(error: unknown): Promise<string | null> {
  const code = codeOf(error);
  if (code === 'WITHDRAWN') {
    await alert(t('messages.withdrawn'));
    return null;
  }
  // The server's sentence carries the end date and whom to contact, in the reader's language.
  if (code === 'SUSPENDED') {
    await alert(errorMessage(error), { title: t('messages.suspendedTitle') });
    return null;
  }
  if (
    code === 'LOGIN_FAILED' ||
    code === 'RATE_LIMITED' ||
    code === 'VALIDATION' ||
    code === 'INVALID_EMAIL' ||
    code === 'NETWORK'
  )
    return errorMessage(error);
  return t('messages.unknownLoginError');
}

/** The e-mail already joined: true to go to login, false to enter another. */
export const emailTakenChoice = () =>
  confirm(t('messages.emailTaken'), { confirmLabel: t('messages.goToLogin'), cancelLabel: t('messages.reenter') });
