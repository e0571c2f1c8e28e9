import { QueryClientProvider } from '@tanstack/react-query';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { installMemoryLocalStorage } from './memory-storage';

// No page in node: the console reads its control token from the address (opened here without one), and
// the app's texts, which the data layer's error messages use, set the page's language when they load.
installMemoryLocalStorage();
Object.assign(globalThis, {
  window: { location: { search: '' } },
  document: { documentElement: {}, querySelector: () => null },
});
const { useConsoleAction } = await import('../../../src/renderer/console/action');
const { notice } = await import('../../../src/renderer/console/notice');
const { queryClient } = await import('../../../src/renderer/lib/data');
const { toastState } = await import('../../../src/renderer/lib/feedback');

type Act = ReturnType<typeof useConsoleAction>;

/** The `act` a console section gets, taken from a render inside the app's query client. */
function consoleAct(): Act {
  let act: Act | undefined;
  const Section = () => {
    act = useConsoleAction();
    return null;
  };
  renderToString(createElement(QueryClientProvider, { client: queryClient }, createElement(Section)));
  return act!;
}

const faultList = ['control', '/faults'];
const apiDocument = ['control-static', '/openapi.json'];
const isStale = (key: unknown[]) => queryClient.getQueryState(key)?.isInvalidated;

describe("the console's actions, run by the data layer", () => {
  beforeEach(() => {
    notice.value = null;
    toastState.value = null;
    queryClient.clear();
    queryClient.setQueryData(faultList, [{ id: '1' }]);
    queryClient.setQueryData(apiDocument, { paths: {} });
  });

  it('an action that answers nothing still succeeds: its sentence shows, its follow-up runs, the lists load again', async () => {
    const followUps: string[] = [];
    await consoleAct()(
      async () => undefined,
      'Removed',
      () => followUps.push('form cleared'),
    );
    expect(notice.value).toEqual({ text: 'Removed', error: false });
    expect(followUps).toEqual(['form cleared']);
    expect(isStale(faultList)).toBe(true);
    // What never changes with the data (the API description) is not fetched again.
    expect(isStale(apiDocument)).toBe(false);
  });

  it("the sentence can quote the answer (the new fault's number)", async () => {
    await consoleAct()(
      async () => ({ id: '7' }),
      ({ id }) => `Fault #${id} added`,
    );
    expect(notice.value).toEqual({ text: 'Fault #7 added', error: false });
  });

  it("a refusal is shown in the status area in the server's words, never as a toast, and changes nothing", async () => {
    const followUps: string[] = [];
    await consoleAct()(
      () => Promise.reject(new Error('path must start with /api/')),
      'Added',
      () => followUps.push('form cleared'),
    );
    expect(notice.value).toEqual({ text: 'path must start with /api/', error: true });
    expect(toastState.value).toBeNull();
    expect(followUps).toEqual([]);
    expect(isStale(faultList)).toBe(false);
  });
});
