import { useCallback, useEffect, useRef, useState } from 'react';

export interface CallState<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload(): void;
}

/** Runs a call when its inputs change and keeps the latest answer; stale answers are dropped. */
export function useCall<T>(run: () => Promise<T>, inputs: readonly unknown[]): CallState<T> {
  const [state, setState] = useState<{ data?: T; error?: unknown; loading: boolean }>({ loading: true });
  const generation = useRef(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names the inputs the call depends on, like a deps list
  const start = useCallback(run, inputs);
  const load = useCallback(() => {
    const mine = ++generation.current;
    setState((s) => ({ data: s.data, loading: true }));
    start().then(
      (data) => mine === generation.current && setState({ data, loading: false }),
      (error: unknown) => mine === generation.current && setState({ error, loading: false }),
    );
  }, [start]);
  useEffect(load, [load]);
  return { data: state.data, error: state.error, loading: state.loading, reload: load };
}
