import { X } from 'lucide-react';
import { useId } from 'react';
import './recent-searches.css';

/**
 * The words searched before, newest first: tap one to search it again, remove one or all. With
 * `empty`, no words says so; without, the panel stays away.
 */
export function RecentSearches({
  words,
  labels,
  onChoose,
  onForget,
}: {
  words: string[];
  labels: { heading: string; clear: string; remove(word: string): string; empty?: string };
  onChoose(word: string): void;
  /** One word, or every word with null. */
  onForget(word: string | null): void;
}) {
  const headingId = useId();
  if (words.length === 0 && labels.empty === undefined) return null;
  return (
    <section aria-labelledby={headingId} className="recent-searches">
      <div className="recent-head">
        <h2 id={headingId}>{labels.heading}</h2>
        {words.length > 0 && (
          <button type="button" className="button link" onClick={() => onForget(null)}>
            {labels.clear}
          </button>
        )}
      </div>
      {words.length === 0 ? (
        <p className="state state-empty">{labels.empty}</p>
      ) : (
        <ul className="chips">
          {words.map((word) => (
            <li key={word} className="chip">
              <button type="button" className="chip-main" onClick={() => onChoose(word)}>
                {word}
              </button>
              <button
                type="button"
                className="chip-remove"
                aria-label={labels.remove(word)}
                onClick={() => onForget(word)}
              >
                <X />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
