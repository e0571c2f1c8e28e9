import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { string } from 'valibot';
import type { z } from 'zod';
import type { attendanceState } from '../../../shared/api/user';
import { Button } from '../../components/Button';
import { Dialog } from '../../components/Dialog';
import { api, client } from '../../lib/api-client';
import { queryClient, useAction } from '../../lib/data';
import { savedState } from '../../lib/saved-state';
import { storage } from '../../lib/storage';
import { useMy } from './use-my';
import './my.css';

type Attendance = z.infer<typeof attendanceState>;
/** How long the home screen shows, whole, before the draw may cover it: the member sees where they landed first. */
const SEEN_AFTER_MS = 2000;
/** A home screen that keeps loading (a slow picture, a refresh) is seen all the same after this long. */
const SEEN_AT_LATEST_MS = 4000;
const CHECK_EVERY_MS = 100;

/** True once the home screen has been on show, nothing loading, for SEEN_AFTER_MS (leaving it starts over). */
function useHomeSeen(onHome: boolean): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    if (seen || !onHome) return;
    const arrived = performance.now();
    let settledSince: number | null = null;
    const timer = setInterval(() => {
      const now = performance.now();
      const settled = queryClient.isFetching() === 0 && !document.querySelector('.state-loading');
      settledSince = settled ? (settledSince ?? now) : null;
      if ((settledSince !== null && now - settledSince >= SEEN_AFTER_MS) || now - arrived >= SEEN_AT_LATEST_MS)
        setSeen(true);
    }, CHECK_EVERY_MS);
    return () => clearInterval(timer);
  }, [onHome, seen]);
  return seen;
}

/** The server day the user last closed the popup without drawing: it waits for the next day. */
const dismissedDay = savedState('attendance.dismissedDay', 1, string());

/**
 * The daily gift draw. It asks the server (whose clock decides the day) once per sign-in when the
 * home screen opens, and shows itself only if today's draw is still open, once the home screen has
 * been seen. Its result is told in the dialog alone.
 */
export default function AttendancePopup({ onSettled }: { onSettled(): void }) {
  const { t, points } = useMy();
  const [path] = useLocation();
  const [state, setState] = useState<Attendance | null>(null);
  const checkedFor = useRef<string | null>(null);
  // The draw changes points, so every balance on screen loads again (the data layer's rule).
  const drawing = useAction(api.user.userAttendance);

  useEffect(() => {
    const token = storage.token;
    if (path !== '/' || !token || checkedFor.current === token) return;
    checkedFor.current = token;
    client.call(api.user.userAttendance, { draw: false }, { silent: true }).then(
      (s) => (!s.attendedToday && dismissedDay.read() !== s.day ? setState(s) : onSettled()),
      onSettled, // The gift can wait: a failed check must not interrupt the home screen.
    );
  }, [path, onSettled]);

  const seen = useHomeSeen(path === '/');
  if (!state || !seen || path !== '/') return null;
  const won = state.attendedToday && state.prize !== null;

  const close = () => {
    if (!won) dismissedDay.write(state.day);
    setState(null);
    onSettled();
  };
  async function draw() {
    const result = await drawing.run({ draw: true });
    setState(result ?? null);
  }

  return (
    <Dialog
      title={t('attendance.title')}
      onDismiss={close}
      actions={
        won ? (
          <Button variant="primary" data-autofocus onClick={close}>
            {t('common:actions.ok')}
          </Button>
        ) : (
          <>
            <Button onClick={close}>{t('attendance.later')}</Button>
            <Button variant="primary" data-autofocus onClick={draw}>
              {t('attendance.draw')}
            </Button>
          </>
        )
      }
    >
      {won ? (
        <div className="attendance-result" role="status">
          <p className="attendance-prize">{points(state.prize!)}</p>
          <p>{t('attendance.won', { points: points(state.prize!) })}</p>
          <p className="muted">{t('attendance.balance', { points: points(state.balance) })}</p>
        </div>
      ) : (
        <>
          <p>{t('attendance.body')}</p>
          <p className="muted" id="attendance-prizes">
            {t('attendance.prizes')}
          </p>
          <ul className="prize-board" aria-labelledby="attendance-prizes">
            {state.prizes.map((p) => (
              <li key={p}>{points(p)}</li>
            ))}
          </ul>
        </>
      )}
    </Dialog>
  );
}
