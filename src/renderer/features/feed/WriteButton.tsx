import { PenLine } from 'lucide-react';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { LazyFeedEditor } from './editor';
import { editorLeftOpen, rememberEditorOpen } from './saved';

/** The floating "write" button; an editor left open (and its draft) comes back after a reload. */
export function WriteButton({ onSaved }: { onSaved?: (feedId: number) => void }) {
  const { t } = useTranslation('feed');
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(editorLeftOpen);
  const show = (value: boolean) => {
    setOpen(value);
    rememberEditorOpen(value);
  };
  return (
    <>
      <button type="button" className="feed-write-button" onClick={() => show(true)}>
        <PenLine /> {t('editor.open')}
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
