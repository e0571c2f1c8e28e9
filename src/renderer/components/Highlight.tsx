import { Fragment } from 'react';

const escape = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `text` with the parts a search matched marked. The server says what matched in the text shown
 * (명동 for ミョンドン typed, 明洞 in a Japanese name), so this only finds those words again,
 * longest first, in any letter case.
 */
export function Highlight({ text, terms }: { text: string; terms: readonly string[] }) {
  const words = [...new Set(terms.filter(Boolean))].sort((a, b) => b.length - a.length);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${words.map(escape).join('|')})`, 'giu');
  // split with one capturing group: the matches are the odd parts.
  return (
    <>
      {text.split(pattern).map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="search-hit">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        ),
      )}
    </>
  );
}
