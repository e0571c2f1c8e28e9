import { z } from 'zod';
import { controlCall } from './call';

/**
 * The Postman collection the server serves and what it needs (decisions 131 and 132): the
 * collection and its environment, and the tester's sign-in that issues a member's token without
 * the password (Postman's script sandbox cannot do the RSA-OAEP the member sign-in needs).
 */

/** The member signed in: the first demo member when `email` is absent. */
export const memberTokenBodySchema = z.object({ email: z.email().max(200).optional() }).strict();

const memberTokenSchema = z.object({
  /** Send it as the `access` header; the refresh cookie (path /api/auth) is set beside it. */
  access: z.string(),
  userId: z.number(),
  email: z.string(),
  /** The server's clock, so a client can write dates relative to it. */
  now: z.number(),
});
export type MemberToken = z.infer<typeof memberTokenSchema>;

export const postmanCalls = {
  memberToken: controlCall({
    method: 'post',
    path: '/__mock/tokens',
    summary:
      "Sign a member in without the password (the first demo member when `email` is absent): the access token, the refresh cookie and the server's clock",
    body: memberTokenBodySchema,
    bodyOptional: true,
    refusals: { 404: 'No active member with that e-mail' },
    response: memberTokenSchema,
  }),
  collection: controlCall({
    method: 'get',
    path: '/__mock/postman/collection.json',
    summary: 'Every call as a Postman collection (format 2.1) that runs green as imported, with its environment',
    // The parts a reader of this document needs; the requests and their scripts are Postman's format.
    response: z.looseObject({
      info: z.looseObject({ name: z.string(), schema: z.string() }),
      item: z.array(z.looseObject({ name: z.string() })),
    }),
  }),
  environment: controlCall({
    method: 'get',
    path: '/__mock/postman/environment.json',
    summary: "The collection's Postman environment: this server's origin, the language, the sandbox and the member",
    response: z.looseObject({
      name: z.string(),
      values: z.array(z.looseObject({ key: z.string(), value: z.unknown() })),
    }),
  }),
};
