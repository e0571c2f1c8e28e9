import { useState } from 'react';
import type { LoggedRequest } from '../../shared/control';
import { Drift } from './Drift';
import { RequestLog } from './RequestLog';
import { VerifyForm } from './VerifyForm';
import { EMPTY_VERIFY, verifyFormOf } from './verifyForm';

/** The requests tab: the log, the verify form a logged call can fill, and the contract drift. */
export function Requests({ paths }: { paths: string[] }) {
  const [form, setForm] = useState(EMPTY_VERIFY);
  const verifyLike = (entry: LoggedRequest, sandbox: string | null) => {
    setForm((f) => verifyFormOf(entry, sandbox, f));
    // The eyes go where the form now holds the call, ready to check.
    const heading = document.getElementById('verify-title');
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  };
  return (
    <>
      <RequestLog onVerifyLike={verifyLike} />
      <VerifyForm paths={paths} form={form} setForm={setForm} />
      <Drift />
    </>
  );
}
