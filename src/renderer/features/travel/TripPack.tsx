import { CloudDownload, CloudOff, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { PlanDetail } from '../../../shared/api/travel';
import { Button } from '../../components/Button';
import { IconButton } from '../../components/IconButton';
import { useLanguage } from '../../lib/data';
import { dateTime } from '../../lib/dates';
import { toast } from '../../lib/feedback';
import { formatSize } from '../../lib/offline/pack-contents';
import { packSummaries, type PackSummary } from '../../lib/offline/pack-store';
import { t } from '../../lib/offline/texts';
import { estimatePack, removePack, savePack, type PackProgress } from '../../lib/offline/trip-pack';

/**
 * "Save for offline" on a plan, one compact row under its summary: the measured estimate before,
 * the progress while it saves, what it took and when after, with a remove. Loaded with the plan
 * screen's rest, never on the first screen.
 */
export default function TripPack({ plan }: { plan: PlanDetail }) {
  const language = useLanguage();
  const [pack, setPack] = useState<PackSummary | null | undefined>(undefined);
  const [progress, setProgress] = useState<PackProgress | null>(null);
  const [estimate, setEstimate] = useState<number | null>(null);

  useEffect(() => {
    let live = true;
    void packSummaries().then((all) => live && setPack(all.find((p) => p.planId === plan.id) ?? null));
    void estimatePack(plan, language).then((bytes) => live && setEstimate(bytes));
    return () => {
      live = false;
    };
  }, [plan, language]);

  async function save() {
    setProgress({ done: 0, total: 1 });
    try {
      const saved = await savePack(plan, language, setProgress);
      setPack(saved);
      toast(t('pack.done', { size: formatSize(saved.bytes) }), { icon: 'success' });
    } catch {
      toast(t('pack.failed'), { icon: 'error' });
    } finally {
      setProgress(null);
    }
  }

  async function remove() {
    await removePack(plan.id);
    setPack(null);
    toast(t('pack.removed'), { icon: 'success' });
  }

  let status = '';
  if (progress) status = t('pack.saving', { ...progress });
  else if (pack) status = t('pack.saved', { size: formatSize(pack.bytes), time: dateTime(pack.savedAt, language) });
  else if (estimate !== null) status = t('pack.estimate', { size: formatSize(estimate) });
  return (
    <section className={`trip-pack${pack ? ' trip-pack-saved' : ''}`} aria-labelledby="trip-pack-title">
      <h2 id="trip-pack-title" className="visually-hidden">
        {t('pack.title')}
      </h2>
      {pack ? <CloudOff aria-hidden="true" /> : <CloudDownload aria-hidden="true" />}
      <p className="trip-pack-status" role="status">
        {status}
      </p>
      {pack ? (
        <IconButton icon={Trash2} label={t('pack.remove')} disabled={progress !== null} onClick={() => void remove()} />
      ) : (
        <Button
          small
          aria-label={t('pack.save')}
          disabled={progress !== null || pack === undefined}
          onClick={() => void save()}
        >
          {t('pack.saveShort')}
        </Button>
      )}
      {pack && pack.tilesMissing > 0 && !progress && <p className="muted trip-pack-note">{t('pack.tilesMissing')}</p>}
    </section>
  );
}
