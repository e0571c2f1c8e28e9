import { CloudDownload, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import type { PlanDetail } from '../../../shared/api/travel';
import { Button } from '../../components/Button';
import { useLanguage } from '../../lib/data';
import { dateTime } from '../../lib/dates';
import { toast } from '../../lib/feedback';
import { formatSize } from '../../lib/offline/pack-contents';
import { packSummaries, type PackSummary } from '../../lib/offline/pack-store';
import { t } from '../../lib/offline/texts';
import { estimatePack, removePack, savePack, type PackProgress } from '../../lib/offline/trip-pack';

/**
 * "Save for offline" on a plan: its size before (an estimate) and after (what it took), the
 * progress while it saves, and a remove. Loaded with the plan screen's rest, never on the first screen.
 */
export default function TripPack({ plan }: { plan: PlanDetail }) {
  const language = useLanguage();
  const [pack, setPack] = useState<PackSummary | null | undefined>(undefined);
  const [progress, setProgress] = useState<PackProgress | null>(null);
  const estimate = useMemo(() => estimatePack(plan, language), [plan, language]);

  useEffect(() => {
    let live = true;
    void packSummaries().then((all) => live && setPack(all.find((p) => p.planId === plan.id) ?? null));
    return () => {
      live = false;
    };
  }, [plan.id]);

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

  const status = progress
    ? t('pack.saving', { ...progress })
    : pack
      ? t('pack.saved', { size: formatSize(pack.bytes), time: dateTime(pack.savedAt, language) })
      : t('pack.estimate', { size: formatSize(estimate) });
  return (
    <section className="trip-pack" aria-labelledby="trip-pack-title">
      <h2 id="trip-pack-title">{t('pack.title')}</h2>
      <p className="trip-pack-status" role="status">
        {status}
      </p>
      {pack && pack.tilesMissing > 0 && !progress && <p className="muted trip-pack-note">{t('pack.tilesMissing')}</p>}
      <div className="trip-pack-actions">
        <Button small disabled={progress !== null || pack === undefined} onClick={() => void save()}>
          <CloudDownload aria-hidden="true" size={16} /> {t('pack.save')}
        </Button>
        {pack && (
          <Button small variant="quiet" disabled={progress !== null} onClick={() => void remove()}>
            <Trash2 aria-hidden="true" size={16} /> {t('pack.remove')}
          </Button>
        )}
      </div>
    </section>
  );
}
