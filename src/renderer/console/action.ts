import { useSteps } from '../lib/data';
import { dataChanged } from './control';
import { announce, announceError } from './notice';

/** One console action as the data layer runs it: the call, ending in the sentence that says it worked. */
interface ConsoleStep {
  run(): Promise<string>;
  after?(): void;
}

const runStep = (step: ConsoleStep) => step.run();

const outcome = {
  onSuccess(sentence: string, step: ConsoleStep) {
    announce(sentence);
    step.after?.();
    dataChanged();
  },
  // The console has no toast host: a refusal is said in its status area, in the server's words.
  onRefusal(error: unknown) {
    announceError(error);
    return true;
  },
};

/**
 * The console's actions through the app's data layer (a mutation each): `act(run, success, after)`
 * runs the call, says how it went in the status area, then runs `after` and refreshes every control
 * read. Any answer counts as success, `undefined` included; only a rejection is a failure.
 */
export function useConsoleAction() {
  const steps = useSteps(runStep, outcome);
  return async <T>(
    run: () => Promise<T>,
    success: string | ((result: T) => string),
    after?: () => void,
  ): Promise<void> => {
    await steps.run({
      run: async () => {
        const result = await run();
        return typeof success === 'string' ? success : success(result);
      },
      after,
    });
  };
}
