import { Link2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PlanShare as Share, ShareChoices } from '../../../shared/api/travel';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { shareLink } from '../../components/share';
import { api } from '../../lib/api-client';
import { useAction, useCall, useExtension } from '../../lib/data';
import { toast } from '../../lib/feedback';

const CHOICES = ['showDates', 'planMemo', 'dayMemos'] as const satisfies ReadonlyArray<keyof ShareChoices>;
/** Nothing beyond the days and steps until the owner says so: dates tell where a member will be. */
const NOTHING_MORE: ShareChoices = { showDates: false, planMemo: false, dayMemos: false };

export const sharePath = (token: string) => `/sharePlan?token=${encodeURIComponent(token)}`;

/**
 * The owner's companion link: made, changed and ended in a dialog. A host without the share calls
 * (an extension, decision 110) hides the button, and the member stays signed in.
 */
export function PlanShare({ planId, title }: { planId: number; title: string }) {
  const { t } = useTranslation('travel');
  const available = useExtension(api.travel.planShare, { planId });
  const [open, setOpen] = useState(false);
  if (!available) return null;
  return (
    <>
      <Button small onClick={() => setOpen(true)}>
        <Link2 aria-hidden="true" />
        {t('share.open')}
      </Button>
      {open && <ShareDialog planId={planId} title={title} onClose={() => setOpen(false)} />}
    </>
  );
}

function ShareDialog({ planId, title, onClose }: { planId: number; title: string; onClose(): void }) {
  const { t } = useTranslation('travel');
  const current = useCall(api.travel.planShare, { planId });
  const share = current.data?.share ?? null;
  const [edited, setChoices] = useState<ShareChoices | null>(null);
  const choices = edited ?? share ?? NOTHING_MORE;
  const saving = useAction(api.travel.savePlanShare);
  const revoking = useAction(api.travel.revokePlanShare);

  async function save() {
    const answer = await saving.run({ planId, ...choices });
    if (!answer || !('share' in answer)) return;
    current.update(() => ({ share: answer.share }));
    setChoices(null);
    toast(t(share ? 'share.saved' : 'share.created'), { icon: 'success' });
  }
  async function revoke() {
    if (!(await revoking.run({ planId }))) return;
    current.update(() => ({ share: null }));
    setChoices(null);
    toast(t('share.revoked'), { icon: 'success' });
  }

  return (
    <Dialog
      title={t('share.title')}
      onDismiss={onClose}
      layout="sheet"
      actions={
        <>
          <Button onClick={onClose}>{t('common:actions.close')}</Button>
          <Button variant="primary" disabled={saving.pending || current.data === undefined} onClick={() => void save()}>
            {t(share ? 'share.save' : 'share.create')}
          </Button>
        </>
      }
    >
      <p className="muted">{t('share.about')}</p>
      <fieldset className="share-choices">
        <legend>{t('share.choices')}</legend>
        {CHOICES.map((choice) => (
          <label key={choice} className="share-choice">
            <input
              type="checkbox"
              checked={choices[choice]}
              onChange={(e) => setChoices({ ...choices, [choice]: e.target.checked })}
            />
            <span>{t(`share.${choice}`)}</span>
          </label>
        ))}
      </fieldset>
      {share && <ShareLink share={share} title={title} revoking={revoking.pending} onRevoke={() => void revoke()} />}
    </Dialog>
  );
}

function ShareLink({
  share,
  title,
  revoking,
  onRevoke,
}: {
  share: Share;
  title: string;
  revoking: boolean;
  onRevoke(): void;
}) {
  const { t } = useTranslation('travel');
  const path = sharePath(share.token);
  return (
    <section className="share-link" aria-label={t('share.link')}>
      <a href={path} target="_blank" rel="noopener noreferrer" className="share-link-url">
        {`${window.location.origin}${path}`}
      </a>
      <div className="share-link-actions">
        <Button small variant="subtle" onClick={() => void shareLink(path, title)}>
          {t('share.copy')}
        </Button>
        <Button small variant="danger" disabled={revoking} onClick={onRevoke}>
          {t('share.revoke')}
        </Button>
      </div>
    </section>
  );
}
