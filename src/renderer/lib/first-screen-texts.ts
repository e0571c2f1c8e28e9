/**
 * The namespaces a first screen reads (the shell, joining and signing in, the feed): bundled with
 * the shell, so they draw at once and offline (lib/i18n.ts), and built into a chunk of their own
 * (vite.web.config.ts, decision 094). Every other feature's texts load with its screen (046).
 */
export const FIRST_SCREEN_TEXTS = ['common', 'titles', 'auth', 'feed'] as const;
