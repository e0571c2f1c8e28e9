import { UserRound } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { api } from '../../lib/api-client';
import { useAction, useLanguage } from '../../lib/data';
import { errorMessage } from '../../lib/errors';
import { alert } from '../../lib/feedback';
import { PICTURE_ACCEPT, pictureProblem, pictureProblemText } from '../../lib/picture-file';
import { storage } from '../../lib/storage';
import { Button } from '../../components/Button';
import { FileButton } from '../../components/Field';

import { PageHeader } from '../../components/PageHeader';
import { clearDraft, readDraft, saveJoinResult, STEPS, updateDraft, type JoinDraft } from './draft';
import { ImageCropper } from './ImageCropper';
import { codeOf, emailTakenChoice } from './messages';
import { useJoinGap } from './JoinGap';

function joinBody(draft: JoinDraft, profileImage: string | null) {
  const credentials = draft.social
    ? { socialToken: draft.social.socialToken }
    : { email: draft.email!, password: draft.password!.password, keyId: draft.password!.keyId };
  return {
    ...credentials,
    nickname: draft.nickname!,
    language: storage.language,
    nationality: draft.country!,
    themeIds: draft.themeIds ?? [],
    regionIds: draft.regionIds ?? [],
    ageGroup: draft.ageGroup ?? null,
    gender: draft.gender ?? null,
    consents: draft.consents!,
    profileImage,
    keepLoggedIn: true,
  };
}

/**
 * The last step: pick a picture, crop it square and preview it, or skip; then the join itself.
 * Missing earlier steps are named in one popup (spec section 8).
 */
export default function SelectProfileImage() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const gap = useJoinGap('all');
  const [source, setSource] = useState<string | null>(null);
  const [picture, setPicture] = useState<string | null>(null);
  const [error, setError] = useState('');
  const language = useLanguage();

  useEffect(
    () => () => {
      if (source) URL.revokeObjectURL(source);
    },
    [source],
  );

  async function choose(file: File | undefined) {
    setError('');
    if (!file) return;
    const problem = await pictureProblem(file);
    if (problem) setError(pictureProblemText(problem, language));
    else setSource(URL.createObjectURL(file));
  }

  /** Where a refusal sends the visitor, after saying why. */
  const joining = useAction(api.auth.joinUser, {
    onRefusal: (err) => {
      void handleRefusal(err, readDraft());
      return true;
    },
  });
  async function handleRefusal(err: unknown, draft: JoinDraft) {
    const code = codeOf(err);
    if (code === 'NO_TUTORIAL_DATA') {
      await alert(t('messages.noTutorialData'));
      navigate(STEPS.find((s) => s.tutorial && !s.done(draft))?.path ?? '/selectTravelTheme', { replace: true });
    } else if (code === 'EMAIL_TAKEN') {
      updateDraft({ email: undefined, emailVerified: false, password: undefined, social: undefined });
      navigate(
        (await emailTakenChoice())
          ? `/emailLogin${draft.email ? `?email=${encodeURIComponent(draft.email)}` : ''}`
          : draft.social
            ? '/login'
            : '/joinEmail',
        { replace: true },
      );
    } else if (code === 'NICKNAME_TAKEN') {
      await alert(t('nickname.taken'));
      updateDraft({ nickname: undefined });
      navigate('/selectNickname', { replace: true });
    } else if (code === 'EMAIL_NOT_VERIFIED' || (code === 'VALIDATION' && !picture)) {
      // An unverified address, an expired password key or social pass: the join data is gone.
      await alert(code === 'EMAIL_NOT_VERIFIED' ? errorMessage(err) : t('messages.noJoinData'));
      updateDraft(draft.social ? { social: undefined } : { emailVerified: false, password: undefined });
      navigate(draft.social ? '/login' : '/joinEmail', { replace: true });
    } else {
      setError(errorMessage(err));
    }
  }

  async function join(withPicture: boolean) {
    setError('');
    const draft = readDraft();
    const answer = await joining.run(joinBody(draft, withPicture ? picture : null));
    if (!answer) return;
    storage.setToken(answer.access);
    saveJoinResult(draft.nickname!);
    clearDraft();
    navigate('/joinComplete', { replace: true });
  }

  if (gap) return gap;
  return (
    <main className="page auth-page">
      <PageHeader title={t('titles:selectProfileImage')} />
      <p className="lead">{t('profileImage.lead')}</p>
      {source && !picture ? (
        <ImageCropper src={source} onDone={setPicture} onCancel={() => setSource(null)} />
      ) : (
        <>
          <div className="avatar-preview">
            {picture ? <img src={picture} alt={t('profileImage.previewAlt')} /> : <UserRound />}
          </div>
          <div className="crop-actions">
            <FileButton
              label={picture ? t('profileImage.change') : t('profileImage.choose')}
              accept={PICTURE_ACCEPT}
              onFiles={(files) => {
                setPicture(null);
                void choose(files?.[0]);
              }}
            />
          </div>
        </>
      )}
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="sticky-actions">
        <Button variant="primary" block disabled={!picture} onClick={() => void join(true)}>
          {t('profileImage.join')}
        </Button>
        <Button variant="quiet" onClick={() => void join(false)}>
          {t('profileImage.skip')}
        </Button>
      </div>
    </main>
  );
}
