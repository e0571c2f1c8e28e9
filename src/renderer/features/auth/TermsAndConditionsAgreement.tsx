import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { Button, ButtonLink } from '../../components/Button';
import { CheckField } from '../../components/Field';
import { PageHeader } from '../../components/PageHeader';
import { readDraft, updateDraft, type Consents } from './draft';
import { useJoinGap } from './JoinGap';

const ITEMS = [
  { key: 'privacy', required: true },
  { key: 'terms', required: true },
  { key: 'marketing', required: false },
] as const;

/** Privacy and terms are required, marketing optional; "agree to all" ticks all three. */
export default function TermsAndConditionsAgreement() {
  const { t } = useTranslation('auth');
  const [, navigate] = useLocation();
  const gap = useJoinGap('terms');
  const draft = readDraft();
  const [consents, setConsents] = useState<Consents>(
    draft.consents ?? { privacy: false, terms: false, marketing: false },
  );
  const [error, setError] = useState('');
  const all = consents.privacy && consents.terms && consents.marketing;
  const privacyPath = draft.country === 'JP' ? '/privacyJapan' : '/privacyKorea';

  function change(next: Consents) {
    setConsents(next);
    updateDraft({ consents: next });
    if (next.privacy && next.terms) setError('');
  }

  function submit() {
    if (!consents.privacy || !consents.terms) {
      setError(t('messages.noRequiredInfo'));
      return;
    }
    navigate('/selectProfileImage');
  }

  if (gap) return gap;
  return (
    <main className="page auth-page">
      <PageHeader title={t('titles:termsAndConditionsAgreement')} />
      <p className="lead">{t('terms.lead')}</p>
      <fieldset className="terms-list choice-reset">
        <legend className="visually-hidden">{t('titles:termsAndConditionsAgreement')}</legend>
        <CheckField
          className="terms-all"
          label={t('terms.all')}
          checked={all}
          onChange={(on) => change({ privacy: on, terms: on, marketing: on })}
        />
        {ITEMS.map((item) => (
          <div key={item.key} className="terms-item-block">
            <CheckField
              tag={{ text: t(item.required ? 'terms.required' : 'terms.optional'), required: item.required }}
              label={t(`terms.items.${item.key}.label`)}
              checked={consents[item.key]}
              onChange={(on) => change({ ...consents, [item.key]: on })}
            />
            <details>
              <summary>
                {t('terms.view')} <ChevronDown className="terms-chevron" aria-hidden="true" />
              </summary>
              <p className="terms-text">{t(`terms.items.${item.key}.text`)}</p>
              {item.key === 'privacy' && (
                <ButtonLink href={privacyPath} variant="quiet">
                  {t('terms.fullPrivacy')}
                </ButtonLink>
              )}
            </details>
          </div>
        ))}
      </fieldset>
      {error && (
        <p className="form-error" role="alert">
          {error}
        </p>
      )}
      <div className="sticky-actions">
        <Button variant="primary" block onClick={submit}>
          {t('common:actions.next')}
        </Button>
      </div>
    </main>
  );
}
