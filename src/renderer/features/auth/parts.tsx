import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button';
import { useLanguage } from '../../lib/data';
import { formatNumber } from '../../lib/format';
import { PageHeader } from '../../components/PageHeader';
import { readDraft, tutorialPoints } from './draft';
import './auth.css';

/** The 100-point reward of a tutorial answer, and what the answers so far add up to. */
export function RewardNote({ answered }: { answered: boolean }) {
  const { t } = useTranslation('auth');
  const total = formatNumber(tutorialPoints(readDraft()), useLanguage());
  return (
    <p className={answered ? 'reward-note earned' : 'reward-note'} aria-live="polite">
      <span className="reward-coin" aria-hidden="true">
        P
      </span>
      <span>{answered ? t('tutorial.rewardEarned', { total }) : t('tutorial.reward')}</span>
    </p>
  );
}

interface TutorialStepProps {
  index: number;
  titleKey: string;
  heading: string;
  lead: string;
  answered: boolean;
  onNext(): void;
  children: ReactNode;
}

/** One tutorial question: progress, the question, its reward and the next button. */
export function TutorialStep({ index, titleKey, heading, lead, answered, onNext, children }: TutorialStepProps) {
  const { t } = useTranslation('auth');
  return (
    <main className="page onboarding">
      <PageHeader title={t(`titles:${titleKey}`)} />
      <p className="step-progress">
        <span className="visually-hidden">{t('tutorial.progressLabel')}</span>{' '}
        {t('tutorial.progress', { index, total: 4 })}
      </p>
      <div className="step-bar" aria-hidden="true">
        <span style={{ width: `${index * 25}%` }} />
      </div>
      <h2 className="step-heading">{heading}</h2>
      <p className="lead">{lead}</p>
      <RewardNote answered={answered} />
      {children}
      <div className="sticky-actions">
        <Button variant="primary" block disabled={!answered} onClick={onNext}>
          {t('common:actions.next')}
        </Button>
      </div>
    </main>
  );
}

/** A countdown to an epoch time, in seconds, ticking once a second. */
export function useSecondsLeft(until: number | undefined): number {
  const compute = () => (until ? Math.max(0, Math.ceil((until - Date.now()) / 1000)) : 0);
  const [left, setLeft] = useState(compute);
  useEffect(() => {
    setLeft(compute());
    if (!until) return;
    const timer = setInterval(() => setLeft(compute()), 1000);
    return () => clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `compute` reads only `until`; a new closure each render must not restart the timer
  }, [until]);
  return left;
}

export const mmss = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
