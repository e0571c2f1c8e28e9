import { IconButton } from '../../components/IconButton';
import { ArrowLeft, ArrowRight, MapPin, X } from 'lucide-react';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedDetail } from '../../../shared/api/feed';
import { LIMITS, REWARDS } from '../../../shared/constants';
import { FIELD_MESSAGES } from '../../../shared/validation-messages';
import { ListState } from '../../components/AsyncState';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { Field, FileButton, TextAreaField } from '../../components/Field';

import { ListRow } from '../../components/ListRow';
import { api } from '../../lib/api-client';
import { useAction, useCall, useLanguage } from '../../lib/data';
import { PICTURE_ACCEPT, isPictureProblem, pictureProblemText, readPicture } from '../../lib/picture-file';
import { errorMessage } from '../../lib/errors';
import { toast } from '../../lib/feedback';
import { formatNumber } from '../../lib/format';
import type { SavedState } from '../../lib/saved-state';
import { move } from './images';
import { ThemeSelectPopup } from './ThemeSelectPopup';
import { savedDraft, type Draft } from './saved';

const emptyDraft: Draft = { theme: null, title: '', contents: '', images: [], place: null };

/**
 * Keeps the draft saved; pictures too big for local storage are dropped from the copy, never the
 * text. A picture list once refused is not tried again on every keystroke (each is megabytes).
 */
function useSavedDraft(saved: SavedState<Draft>, draft: Draft): void {
  const refusedImages = useRef<string[] | null>(null);
  useEffect(() => {
    if (draft.images !== refusedImages.current) {
      try {
        saved.write(draft);
        return;
      } catch {
        refusedImages.current = draft.images;
      }
    }
    try {
      saved.write({ ...draft, images: draft.images.filter((i) => !i.startsWith('data:')) });
    } catch {
      /* storage full: the draft stays in memory only */
    }
  }, [saved, draft]);
}

const fromPost = (post: FeedDetail): Draft => ({
  theme: post.theme,
  title: post.original?.title ?? post.title,
  contents: post.original?.contents ?? post.contents,
  images: post.images,
  place: post.place,
});

/**
 * Writing or editing a post: theme first (the theme-select popup), then title, contents, up to 10
 * pictures and an optional place. Every keystroke is kept as a draft, so a reload loses nothing.
 */
export function FeedEditor({
  post,
  onClose,
  onSaved,
}: {
  post?: FeedDetail;
  onClose(): void;
  onSaved(feedId: number): void;
}) {
  const { t } = useTranslation('feed');
  const language = useLanguage();
  const saved = useMemo(() => savedDraft(post?.id), [post?.id]);
  const [draft, setDraft] = useState<Draft>(() => saved.read() ?? (post ? fromPost(post) : emptyDraft));
  const [choosingTheme, setChoosingTheme] = useState(draft.theme === null);
  const [error, setError] = useState('');
  const first = useCall(api.feed.checkFirstFeed, {}, { enabled: !post, silent: true });
  const ids = { form: useId(), title: useId(), contents: useId(), error: useId() };

  const change = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  useSavedDraft(saved, draft);

  const discard = () => {
    saved.clear();
    onClose();
  };

  const addFiles = async (files: FileList | null) => {
    if (!files) return;
    const room = LIMITS.imagesPerPost - draft.images.length;
    if (files.length > room) toast(FIELD_MESSAGES[language]['feed.images'], { icon: 'error' });
    const added: string[] = [];
    for (const file of [...files].slice(0, Math.max(room, 0))) {
      const picture = await readPicture(file);
      if (isPictureProblem(picture))
        toast(t('editor.refusedPicture', { name: file.name, reason: pictureProblemText(picture, language) }), {
          icon: 'error',
        });
      else added.push(picture);
    }
    setDraft((d) => ({ ...d, images: [...d.images, ...added].slice(0, LIMITS.imagesPerPost) }));
  };

  const write = useAction(api.feed.writeFeed, {
    onSuccess: ({ reward, feedId }) => {
      saved.clear();
      toast(
        reward > 0
          ? t('editor.savedReward', { points: formatNumber(reward, language) })
          : t(post ? 'editor.edited' : 'editor.saved'),
        { icon: 'success' },
      );
      onSaved(feedId);
    },
    // Said under the form, next to the fields the reader fixes.
    onRefusal: (err) => {
      setError(errorMessage(err));
      return true;
    },
  });

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!draft.theme) return setChoosingTheme(true);
    setError('');
    void write.run({
      feedId: post?.id,
      themeId: draft.theme.id,
      title: draft.title,
      contents: draft.contents,
      language: post?.language ?? language,
      images: draft.images,
      placeId: draft.place?.id ?? null,
    });
  };

  if (choosingTheme) {
    return (
      <ThemeSelectPopup
        current={draft.theme?.id ?? null}
        onChoose={(theme) => {
          change({ theme });
          setChoosingTheme(false);
        }}
        onCancel={() => (draft.theme ? setChoosingTheme(false) : discard())}
      />
    );
  }

  return (
    <Dialog
      layout="sheet"
      title={t(post ? 'editor.editTitle' : 'editor.title')}
      onDismiss={onClose}
      actions={
        <>
          <Button onClick={discard}>{t('editor.discard')}</Button>
          <Button type="submit" form={ids.form} variant="primary">
            {t(post ? 'editor.update' : 'editor.submit')}
          </Button>
        </>
      }
    >
      <form
        id={ids.form}
        className="form feed-editor"
        onSubmit={submit}
        noValidate
        aria-describedby={error ? ids.error : undefined}
      >
        {first.data?.firstFeed && (
          <p className="feed-reward" role="note">
            {t('editor.firstReward', { points: formatNumber(REWARDS.firstPost, language) })}
          </p>
        )}
        <div className="feed-editor-theme">
          <span>
            {t('editor.theme')}: <strong>{draft.theme?.name}</strong>
          </span>
          <Button variant="subtle" small onClick={() => setChoosingTheme(true)}>
            {t('editor.changeTheme')}
          </Button>
        </div>
        <Field
          id={ids.title}
          label={t('editor.titleLabel')}
          hint={`${draft.title.length} / ${LIMITS.feedTitle}`}
          value={draft.title}
          maxLength={LIMITS.feedTitle}
          required
          onChange={(title) => change({ title })}
        />
        <TextAreaField
          id={ids.contents}
          label={t('editor.contentsLabel')}
          hint={`${draft.contents.length} / ${LIMITS.feedContents}`}
          value={draft.contents}
          maxLength={LIMITS.feedContents}
          required
          rows={6}
          onChange={(contents) => change({ contents })}
        />
        <fieldset className="feed-editor-pictures">
          <legend>{t('editor.pictures', { count: draft.images.length, max: LIMITS.imagesPerPost })}</legend>
          <ol className="picture-previews">
            {draft.images.map((src, i) => (
              <li key={`${i}-${src.slice(-24)}`}>
                <img src={src} alt={t('editor.pictureAlt', { n: i + 1 })} />
                <div className="picture-tools">
                  <IconButton
                    className="mini-button"
                    icon={ArrowLeft}
                    disabled={i === 0}
                    label={t('editor.moveEarlier', { n: i + 1 })}
                    onClick={() => change({ images: move(draft.images, i, -1) })}
                  />
                  <IconButton
                    className="mini-button"
                    icon={ArrowRight}
                    disabled={i === draft.images.length - 1}
                    label={t('editor.moveLater', { n: i + 1 })}
                    onClick={() => change({ images: move(draft.images, i, 1) })}
                  />
                  <IconButton
                    className="mini-button danger"
                    icon={X}
                    label={t('editor.removePicture', { n: i + 1 })}
                    onClick={() => change({ images: draft.images.filter((_, j) => j !== i) })}
                  />
                </div>
              </li>
            ))}
          </ol>
          {draft.images.length < LIMITS.imagesPerPost && (
            <FileButton
              label={t('editor.addPictures')}
              accept={PICTURE_ACCEPT}
              multiple
              onFiles={(files) => void addFiles(files)}
            />
          )}
        </fieldset>
        <PlacePicker place={draft.place} onChange={(place) => change({ place })} />
        {error && (
          <p id={ids.error} className="form-error" role="alert">
            {error}
          </p>
        )}
      </form>
    </Dialog>
  );
}

/** An optional place, found by name through the integrated place search. */
function PlacePicker({ place, onChange }: { place: Draft['place']; onChange(place: Draft['place']): void }) {
  const { t } = useTranslation('feed');
  const [query, setQuery] = useState('');
  /** The words last asked for; empty while nothing is asked. */
  const [asked, setAsked] = useState('');
  const results = useCall(api.search.place, { query: asked, size: 5 }, { enabled: asked !== '', silent: true });
  const inputId = useId();
  const find = () => setAsked(query.trim());
  if (place) {
    return (
      <div className="feed-editor-place">
        <span>
          <MapPin /> {place.name}
        </span>
        <Button variant="subtle" small onClick={() => onChange(null)}>
          <X /> {t('editor.removePlace')}
        </Button>
      </div>
    );
  }
  return (
    <>
      <Field
        id={inputId}
        label={t('editor.place')}
        value={query}
        onChange={setQuery}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            find();
          }
        }}
        beside={<Button onClick={find}>{t('editor.findPlace')}</Button>}
      />
      {asked !== '' && (
        <ListState
          loading={results.loading}
          error={results.error}
          items={results.data?.items}
          empty={t('search.noResults')}
          onRetry={results.reload}
        >
          {(items) => (
            <ul className="list">
              {items.map((r) => (
                <li key={r.id}>
                  <ListRow
                    title={r.name}
                    meta={r.address}
                    onClick={() => {
                      onChange({ id: r.id, name: r.name });
                      setAsked('');
                      setQuery('');
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      )}
    </>
  );
}
