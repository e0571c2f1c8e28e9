import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../components/Button';
import { Illustration } from '../../components/Illustration';
import { storage } from '../../lib/storage';
import { missingSteps, readDraft, STEPS, type StepKey } from './draft';
import './auth.css';

type Message = 'noTutorialData' | 'noJoinData';

/**
 * A join step opened out of its flow (a link, a reload once the draft is gone, a kiosk reset): in
 * the step's place, what happened and the one way on, to the first step still open, with sign-in
 * beside it. What the draft holds stays: a visitor who answered some steps continues there.
 * A signed-in member is sent home instead. The spec's messages (section 8) are its words: `message`
 * when nothing was kept, the missing steps when something was.
 */
export function JoinGap({ missing, message }: { missing: readonly StepKey[]; message?: Message }) {
  const { t } = useTranslation('auth');
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened directly, no navigation moves focus: the heading takes it, so the screen is read from its start.
  useEffect(() => heading.current?.focus({ preventScroll: true }), []);
  const signedIn = storage.token !== null;
  const kept = Object.keys(readDraft()).length > 0;
  const mode = signedIn ? 'signedIn' : kept ? 'continue' : 'start';
  const next = STEPS.find((s) => s.key === missing[0])?.path ?? '/selectProfileImage';
  return (
    <main className="page auth-page join-gap">
      <Illustration picture="list" />
      <h1 ref={heading} tabIndex={-1}>
        {t(`gap.${mode}.title`)}
      </h1>
      {mode === 'signedIn' ? (
        <p className="lead">{t('gap.signedIn.text')}</p>
      ) : mode === 'start' ? (
        <p className="lead">{t(`messages.${message ?? 'noJoinData'}`)}</p>
      ) : missing.length === 0 ? (
        <p className="lead">{t('gap.continue.last')}</p>
      ) : (
        <>
          <p className="lead">{t('missing.title')}</p>
          <ul className="join-gap-steps">
            {missing.map((key) => (
              <li key={key}>{t(`missing.${key}`)}</li>
            ))}
          </ul>
          <p className="join-gap-kept">{t('gap.continue.kept')}</p>
        </>
      )}
      <div className="join-gap-actions">
        {mode === 'signedIn' ? (
          <ButtonLink href="/" variant="primary" block>
            {t('gap.home')}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink href={next} variant="primary" block>
              {t(`gap.${mode}.action`)}
            </ButtonLink>
            <ButtonLink href="/login" block>
              {t('gap.login')}
            </ButtonLink>
          </>
        )}
      </div>
    </main>
  );
}

/**
 * The sign-up steps need the earlier answers (spec section 2): the steps before `step` (all of
 * them for 'all') that are not done, plus `alsoMissing`, read once as the screen opens. With none
 * missing, null and the screen draws itself; else the gap state to draw in its place.
 */
export function useJoinGap(step: StepKey | 'all', message?: Message, alsoMissing: readonly StepKey[] = []) {
  const missing = useMemo(
    () => [...missingSteps(step === 'all' ? undefined : step).map((s) => s.key), ...alsoMissing],
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once as the screen opens: answering a step here must not swap the screen
    [step],
  );
  return missing.length === 0 ? null : <JoinGap missing={missing} message={message} />;
}
