import { verifyJournal } from '../../lib/verify-journal';
import { Refusal, type ControlHandlersOf } from '../register';

/**
 * A request pattern against the request journal, scoped like the journal: from the shared data a
 * tester reads any sandbox's, from inside one that sandbox's only.
 */
export const verifyHandlers: ControlHandlersOf<'verify'> = {
  verify: ({ deps, body }) => {
    const named = body.request.sandbox;
    const current = deps.sandbox ?? null;
    const journalOf =
      named === undefined || named === current ? deps : current === null ? deps.sandboxes.find(named) : undefined;
    if (!journalOf) return new Refusal(`no sandbox named ${JSON.stringify(named)}`, 404);
    return verifyJournal(journalOf.log.recent(Number.MAX_SAFE_INTEGER), body, journalOf.sandbox ?? null);
  },
};
