import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { dayPlanRequest } from '../lib/day-plan';
import { firstScreenDone } from '../lib/first-screen';
import { storage } from '../lib/storage';

const AddToDayPlanPopup = lazy(() => import('../features/travel/AddToDayPlanPopup'));
// The draw waits for the first screen: the screen comes first, and a phone's first download stays small.
const AttendancePopup = lazy(() => firstScreenDone().then(() => import('../features/my/AttendancePopup')));
const ImportantNoticePopup = lazy(() => import('../features/my/ImportantNoticePopup'));

/** Feature popups that can open over any screen (mounted once, by the shell). */
export function GlobalPopups() {
  useSignals();
  const dayPlanItem = dayPlanRequest.value;
  const [path] = useLocation();
  // The draw shows on the home screen of a member only: no visitor downloads it, and once mounted
  // it stays, so it still asks once per sign-in.
  const [attendance, setAttendance] = useState(false);
  if (!attendance && path === '/' && storage.token !== null) setAttendance(true);
  // The operators' important notice comes after the draw, so two dialogs never stack.
  const [noticeTurn, setNoticeTurn] = useState(false);
  const attendanceSettled = useCallback(() => setNoticeTurn(true), []);
  return (
    <>
      {dayPlanItem && (
        <Suspense fallback={null}>
          <AddToDayPlanPopup
            item={dayPlanItem}
            onClose={() => {
              dayPlanRequest.value = null;
            }}
          />
        </Suspense>
      )}
      {attendance && (
        <Suspense fallback={null}>
          <AttendancePopup onSettled={attendanceSettled} />
        </Suspense>
      )}
      {noticeTurn && (
        <Suspense fallback={null}>
          <ImportantNoticePopup />
        </Suspense>
      )}
    </>
  );
}
