/** The client's one data layer: reads, paged reads and actions typed by the contract's endpoints. */
export { askRouteReads, useAction, useBalance, useCall, useLoad, usePages, useSteps, refreshReads } from './calls';
export type { ActionState, CallState, LoadOptions, PagesState, ReadAsker } from './calls';
export { useIdParam, useLanguage } from './language';
export { queryClient } from './query-client';
export { answerFromPacks, whileRestoring } from './saved-answers';
export { isQueued, queueWritesWith, sendOrQueue } from './waiting-writes';
export { useExtension } from './extensions';
