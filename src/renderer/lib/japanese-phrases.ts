import { Parser, jaModel } from 'budoux';

/**
 * BudouX's Japanese model (about 9 KB gzipped): loaded only by `components/Phrases` in a browser
 * that cannot break Japanese between phrases itself, and only when Japanese text is on screen.
 */
const parser = new Parser(jaModel);

/** "ポイントショップで交換する" → ["ポイントショップで", "交換する"]: where a line may break. */
export const splitPhrases = (text: string): string[] => parser.parse(text);
