import { openApiDocument } from '../openapi';
import type { ControlHandlersOf } from '../register';

export const VERSION = '0.1.0';

export const serverHandlers: ControlHandlersOf<'server'> = {
  health: () => ({ ok: true, version: VERSION }),
  openapi: ({ deps }) => openApiDocument(VERSION, deps.config.publicOrigin),
};
