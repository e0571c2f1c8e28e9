import { QueryClient } from '@tanstack/react-query';
import { storage } from '../storage';

/**
 * The one cache of server state. Failed calls are not retried: a tester who scripts "fail the next
 * call" must see the failure, and the screen offers its own retry.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 0 },
    mutations: { retry: false },
  },
});

// What one member loaded is never shown to the next (kiosk visitors, a shared phone).
storage.onMemberChange(() => queryClient.clear());
