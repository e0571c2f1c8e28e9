import { Fragment, useEffect, useState } from 'react';

/** Kana or kanji and no Hangul: text read as Japanese. */
const JAPANESE = /^(?=.*[\u3040-\u30ff\u4e00-\u9fff])(?!.*[\uac00-\ud7a3])/su;

/** Chromium breaks Japanese between phrases itself (`word-break: auto-phrase`, BudouX inside). */
const breaksPhrasesItself = typeof CSS !== 'undefined' && CSS.supports('word-break', 'auto-phrase');

let splitter: Promise<(text: string) => string[]> | undefined;
const loadSplitter = () => (splitter ??= import('../lib/japanese-phrases').then((m) => m.splitPhrases));

/**
 * A title that breaks between Japanese phrases, never inside a word (ポイントショッ/プ): other
 * browsers get BudouX's break opportunities, loaded the first time Japanese text shows.
 */
export function Phrases({ children }: { children: string }) {
  const japanese = !breaksPhrasesItself && JAPANESE.test(children);
  const [phrases, setPhrases] = useState<{ text: string; parts: string[] } | null>(null);
  useEffect(() => {
    if (!japanese) return;
    let current = true;
    void loadSplitter().then((split) => {
      if (current) setPhrases({ text: children, parts: split(children) });
    });
    return () => {
      current = false;
    };
  }, [children, japanese]);
  if (!japanese || phrases?.text !== children) return <>{dotsJoined(children)}</>;
  return (
    <span className="phrases">
      {phrases.parts.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </span>
  );
}

/**
 * Words of one script (a katakana name, kanji, Hangul, letters and digits) joined by middle dots:
 * ソウル・釜山, 서울·부산; captured, so a title split by it keeps them. Made once: a pattern of script
 * properties is slow to compile (made per title, it was 2-3 ms of the feed's first render).
 */
const DOT_JOINED =
  /((?:(?:[\p{sc=Katakana}ー]+|\p{sc=Han}+|\p{sc=Hangul}+|[A-Za-z0-9]+)[·・])+(?:[\p{sc=Katakana}ー]+|\p{sc=Han}+|\p{sc=Hangul}+|[A-Za-z0-9]+))/u;

/**
 * Words joined by a middle dot stay on one line in a title (never ソウル・/釜山), the text reading
 * the same (no invisible joiner in the heading's name).
 */
function dotsJoined(text: string) {
  const parts = text.split(DOT_JOINED);
  if (parts.length === 1) return text;
  return parts.map((part, i) =>
    i % 2 === 1 ? (
      <span key={i} className="nowrap">
        {part}
      </span>
    ) : (
      part
    ),
  );
}
