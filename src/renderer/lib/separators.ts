/*
 * What joins words and facts on one line. No imports: it travels with the first files the app and
 * the console share (vite.web.config.ts), never with the feed's, which the console must not load.
 */

/**
 * Between the facts of one line (a date · a length · a count): glued to the fact after it by a
 * no-break space, so a line never ends with it; the line may break before it.
 */
export const SEPARATOR = ' ·\u00a0';

/**
 * Words joined by a middle dot with no space (옷·액세서리, 場所・投稿) stay one word: a word joiner
 * after the dot, so a line never ends with it (Chromium breaks after it, even in keep-all Korean).
 */
export const joinedAtDots = (text: string) => text.replace(/(?<=\S)([·・])(?=\S)/gu, '$1\u2060');
