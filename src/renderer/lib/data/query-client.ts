import { QueryClient } from '@tanstack/react-query';
import { storage } from '../storage';

/**
 * The one cache of server state. Failed calls are not retried: a tester who scripts "fail the next
 * call" must see the failure, and the screen offers its own retry. Calls go out even when the
 * browser says it is offline (`networkMode: 'always'`): a paused read would spin forever, a failed
 * one shows its saved answer or says there is no network.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0, networkMode: 'always' },
    mutations: { retry: false, networkMode: 'always' },
  },
});

// What one member loaded is never shown to the next (kiosk visitors, a shared phone).
storage.onMemberChange(() => queryClient.clear());
