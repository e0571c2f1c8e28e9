import type { Context } from 'hono';
import type { ApiEnv } from '../../deps';
import { sessionIO } from '../../routes/register';
import { signInAsMember } from '../../services/tester-sign-in';
import { openApiDocument } from '../openapi';
import { postmanCollection, postmanEnvironment } from '../postman-collection';
import { Refusal, type ControlHandlersOf } from '../register';
import { VERSION } from './server';

/** The same for every origin and sandbox (the environment's baseUrl names the server): made once. */
let collection: ReturnType<typeof postmanCollection> | undefined;

/**
 * The Postman collection and its environment, imported by URL, and the sign-in they use: a
 * member's token without the password (decisions 131 and 132). Under /__mock: only a tester
 * (loopback, or the control token) may sign in as anyone.
 */
export const postmanHandlers: ControlHandlersOf<'postman'> = {
  memberToken: async ({ deps, c, body }) => {
    const session = sessionIO(c as unknown as Context<ApiEnv>, deps.config.publicOrigin);
    return (await signInAsMember(deps, session, body.email)) ?? new Refusal('no active member with that e-mail', 404);
  },
  collection: ({ deps }) => (collection ??= postmanCollection(openApiDocument(VERSION, deps.config.publicOrigin))),
  environment: ({ deps }) => postmanEnvironment(deps.config.publicOrigin),
};
