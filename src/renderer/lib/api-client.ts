import { loading } from './loading';
import { platform } from './platform';
import { storage } from './storage';
import { createTransport } from './transport';

/** The app's one API client. */
export const client = createTransport({
  baseUrl: () => platform.apiBaseUrl(),
  fetch: (...args) => window.fetch(...args),
  token: { get: () => storage.token, set: (t) => storage.setToken(t), clear: () => storage.clearToken() },
  language: () => storage.language,
  loading,
  reload: () => platform.reload(),
});

export { api } from '../../shared/api';
export { ApiError } from './transport';
