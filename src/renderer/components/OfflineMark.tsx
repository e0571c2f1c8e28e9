import { useQueryClient } from '@tanstack/react-query';
import { CloudOff } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { connection } from '../lib/connection';
import { clockTime } from '../lib/dates';
import { waitingWrites } from '../lib/offline/waiting';
import { t } from '../lib/offline/texts';
import './offline.css';

/**
 * A quiet mark while the API cannot be reached: what the screen shows was saved at HH:MM (the oldest
 * answer on screen), or only "offline" when nothing on it was saved; and, online or not, how many
 * writes wait to be sent.
 */
export default function OfflineMark() {
  const queryClient = useQueryClient();
  const offline = useSyncExternalStore(connection.subscribe, () => connection.offline);
  const cache = queryClient.getQueryCache();
  const savedAt = useSyncExternalStore(
    (listener) => cache.subscribe(listener),
    () => {
      const shown = cache.findAll({ type: 'active' }).filter((q) => q.state.data !== undefined);
      return shown.length ? Math.min(...shown.map((q) => q.state.dataUpdatedAt)) : 0;
    },
  );
  const waiting = useSyncExternalStore(waitingWrites.subscribe, () => waitingWrites.count);
  if (!offline && waiting === 0) return null;
  return (
    <p className="offline-mark" role="status">
      <CloudOff aria-hidden="true" size={14} />
      {offline && (savedAt ? t('mark', { time: clockTime(savedAt) }) : t('markUnsaved'))}
      {offline && waiting > 0 && ' · '}
      {waiting > 0 && t('queue.pending', { count: waiting })}
    </p>
  );
}
