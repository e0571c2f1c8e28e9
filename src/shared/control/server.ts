import { z } from 'zod';
import { controlCall } from './call';

/** The server itself: whether it runs, and the document of every call. */
export const serverCalls = {
  health: controlCall({
    method: 'get',
    path: '/__mock/health',
    summary: 'Liveness and version',
    response: z.object({ ok: z.literal(true), version: z.string() }),
  }),
  openapi: controlCall({
    method: 'get',
    path: '/__mock/openapi.json',
    summary: 'This document',
    response: z.looseObject({}),
  }),
};
