import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense } from 'react';
import { dayPlanRequest } from '../lib/day-plan';

const AddToDayPlanPopup = lazy(() => import('../features/travel/AddToDayPlanPopup'));
const AttendancePopup = lazy(() => import('../features/my/AttendancePopup'));

/** Feature popups that can open over any screen (mounted once, by the shell). */
export function GlobalPopups() {
  useSignals();
  const dayPlanItem = dayPlanRequest.value;
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
      <Suspense fallback={null}>
        <AttendancePopup />
      </Suspense>
    </>
  );
}
