import { PenLine } from 'lucide-react';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LazyFeedEditor } from './editor';
import { editorLeftOpen, rememberEditorOpen } from './saved';

/** How far the page moves down before the button folds to its icon (a small jitter does not). */
const FOLD_AFTER_PX = 24;

/** True while the page is scrolling down: the button then shows only its pen, covering less. */
function useScrollingDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    // Read at the first scroll, not here: reading the page's position now would lay the new
    // screen out inside the task that drew it (a long task on a phone).
    let last: number | undefined;
    const follow = () => {
      const y = window.scrollY;
      last ??= y;
      if (Math.abs(y - last) < FOLD_AFTER_PX) return;
      setDown(y > last && y > 0);
      last = y;
    };
    window.addEventListener('scroll', follow, { passive: true });
    return () => window.removeEventListener('scroll', follow);
  }, []);
  return down;
}

/**
 * The floating "write" button; an editor left open (and its draft) comes back after a reload. It
 * folds to its icon while the page scrolls down and opens again when it scrolls up; its name stays
 * for screen readers. The list under it ends with room for it (feed.css), so it hides nothing.
 */
export function WriteButton({ onSaved }: { onSaved?: (feedId: number) => void }) {
  const { t } = useTranslation('feed');
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(editorLeftOpen);
  const folded = useScrollingDown();
  const show = (value: boolean) => {
    setOpen(value);
    rememberEditorOpen(value);
  };
  return (
    <>
      <button
        type="button"
        className={folded ? 'feed-write-button folded' : 'feed-write-button'}
        onClick={() => show(true)}
      >
        <PenLine /> <span className={folded ? 'visually-hidden' : undefined}>{t('editor.open')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <LazyFeedEditor
            onClose={() => show(false)}
            onSaved={(feedId) => {
              show(false);
              if (onSaved) onSaved(feedId);
              else navigate(`/feedDetail?id=${feedId}`);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
