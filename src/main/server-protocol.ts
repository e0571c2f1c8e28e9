/**
 * Messages between main (backend.ts) and the mock-server utility process
 * (server-process.ts). Types only, so neither bundle pulls in the other's code.
 */

/** The first message the utility process receives. */
export interface ServerStartMessage {
  dbFile: string;
  reset?: boolean;
}

export type ServerCommand = { type: 'reset' } | { type: 'stop' };

export type ServerEvent =
  | { type: 'ready'; url: string }
  | { type: 'reset-done' }
  | { type: 'error'; phase: 'start' | 'reset'; message: string };
