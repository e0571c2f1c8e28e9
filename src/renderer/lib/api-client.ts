import { connection } from './connection';
import { hostExtensions } from './host-extensions';
import { loading } from './loading';
import { platform } from './platform';
import { storage } from './storage';
import { createTransport } from './transport';

/** The app's one API client. */
export const client = createTransport({
  baseUrl: () => platform.apiBaseUrl(),
  fetch: (...args) =>
    window.fetch(...args).then(
      (answer) => {
        connection.answered();
        return answer;
      },
      (error: unknown) => {
        connection.failed();
        throw error;
      },
    ),
  token: { get: () => storage.token, set: (t) => storage.setToken(t), clear: () => storage.clearToken() },
  language: () => storage.language,
  loading,
  reload: () => platform.reload(),
  lacking: (path) => hostExtensions.lacking(path),
});

export { api } from '../../shared/api';
export { ApiError } from './transport';
