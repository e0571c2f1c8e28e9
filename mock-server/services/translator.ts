import type { Language } from '../../src/shared/constants';

export interface PostText {
  title: string;
  contents: string;
}

/**
 * Turns a post into another language. Null means "not available (yet)": the post is then served
 * in its original language with `translated: false`, and search finds it by its original words.
 */
export interface Translator {
  translate(text: PostText, from: Language, to: Language): Promise<PostText | null>;
}

/** The default: the mock server never needs the internet, so nothing is translated. */
export const noTranslator: Translator = { translate: async () => null };

let current: Translator = noTranslator;

/** Plugs in a translator (a real service, or a fake in tests); `noTranslator` unplugs it. */
export function setTranslator(translator: Translator): void {
  current = translator;
}

export const translator = (): Translator => current;
