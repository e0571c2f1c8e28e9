import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { REWARDS } from '../../../shared/constants';
import { Button } from '../../components/Button';
import { useBalance, useLanguage } from '../../lib/data';
import { formatNumber } from '../../lib/format';
import { storage } from '../../lib/storage';
import { Art } from './Art';
import { clearJoinResult, missingSteps, readJoinResult } from './draft';
import { JoinGap } from './JoinGap';

/** The welcome after a join, with the points it earned (5,000 + 4 x 100). */
export default function JoinComplete() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const language = useLanguage();
  const result = readJoinResult();
  const ready = result !== null && storage.token !== null;
  const points = useBalance({ enabled: ready, silent: false });
  if (!ready) return <JoinGap missing={missingSteps().map((s) => s.key)} />;
  const n = (value: number) => formatNumber(value, language);
  return (
    <main className="page auth-page complete">
      <Art kind="welcome" />
      <h1>{t('complete.heading', { nickname: result!.nickname })}</h1>
      <p className="lead">{t('complete.lead')}</p>
      <p className="complete-points" aria-live="polite">
        {points.data ? t('complete.points', { points: n(points.data.balance) }) : ' '}
      </p>
      <ul className="complete-breakdown">
        <li>
          <span>{t('complete.joinBonus')}</span>
          <span>{n(REWARDS.joinBonus)} P</span>
        </li>
        <li>
          <span>{t('complete.tutorial')}</span>
          <span>{n(REWARDS.tutorialAnswer * 4)} P</span>
        </li>
      </ul>
      <Button
        variant="primary"
        block
        onClick={() => {
          clearJoinResult();
          navigate('/', { replace: true });
        }}
      >
        {t('complete.start')}
      </Button>
    </main>
  );
}
