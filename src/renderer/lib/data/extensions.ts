import { useSyncExternalStore } from 'react';
import type { Endpoint, RequestOf } from '../../../shared/endpoint';
import { hostExtensions } from '../host-extensions';
import { useCall } from './calls';

/**
 * Whether the host has an extension call, asked once quietly with `probe` (a harmless read's
 * smallest body): true until the host answers that it lacks it, so a host with it shows no flicker.
 */
export function useExtension<E extends Endpoint>(endpoint: E, probe: RequestOf<E>): boolean {
  const missing = useSyncExternalStore(hostExtensions.subscribe, () => hostExtensions.lacks(endpoint.path));
  useCall(endpoint, probe, { silent: true, enabled: endpoint.extension === true && !missing });
  return !missing;
}
