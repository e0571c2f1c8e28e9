import { z } from 'zod';
import { controlCall } from './call';

export const controlUserSchema = z.object({
  id: z.number(),
  email: z.string().nullable(),
  nickname: z.string(),
  language: z.enum(['ko', 'ja']),
  status: z.enum(['active', 'withdrawn']),
  pointBalance: z.number(),
  pointCumulative: z.number(),
  orderCount: z.number(),
});
export const controlOrderSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  productId: z.number(),
  productName: z.string(),
  requiredPoints: z.number(),
  country: z.enum(['JP', 'KR']),
  status: z.string(),
  createdAt: z.number(),
});
/** A test user to create: every field optional. */
export const testUserSpec = z.object({
  nickname: z.string().min(3).max(6).optional(),
  language: z.enum(['ko', 'ja']).default('ko'),
  points: z.number().int().min(0).max(10_000_000).default(0),
  password: z.string().min(6).max(12).default('test1234'),
  /** This month's missions already at their targets (no reward credited), so the account may exchange points. */
  missionMet: z.boolean().default(false),
  /**
   * Today's attendance already drawn (prize 0, no points), so the daily draw popup does not cover
   * a scripted scenario; false to test the draw itself.
   */
  attendedToday: z.boolean().default(true),
});
/** A one-time consent code for an account of the mock Google or Apple, as if its owner had consented. */
export const socialCodeBodySchema = z
  .object({
    provider: z.enum(['google', 'apple']),
    email: z.email().max(200),
    redirectUri: z.url().max(2000),
  })
  .strict();
export type ControlUser = z.infer<typeof controlUserSchema>;
export type ControlOrder = z.infer<typeof controlOrderSchema>;

/** Members as a tester makes and reads them: accounts, their orders, their mail, a social sign-in's consent. */
export const userCalls = {
  list: controlCall({
    method: 'get',
    path: '/__mock/users',
    summary: 'Users with their points and order count',
    response: z.array(controlUserSchema),
  }),
  create: controlCall({
    method: 'post',
    path: '/__mock/users',
    summary: 'Create a test user',
    body: testUserSpec,
    bodyOptional: true,
    response: z.object({ id: z.number(), email: z.string(), password: z.string(), nickname: z.string() }),
  }),
  completeMissions: controlCall({
    method: 'post',
    path: '/__mock/users/{id}/missions',
    summary: "Bring the user's missions of this month to their targets (no reward), so the shop opens",
    response: z.looseObject({ met: z.boolean() }),
  }),
  orders: controlCall({
    method: 'get',
    path: '/__mock/users/{id}/orders',
    summary: "A user's orders",
    response: z.array(controlOrderSchema),
  }),
  socialCode: controlCall({
    method: 'post',
    path: '/__mock/social-code',
    summary:
      'A one-time consent code for an existing account of the mock Google or Apple (the secret not needed): send it as `code` to google_login / apple_login with the same redirectUri, or open `redirectUri?code=`',
    body: socialCodeBodySchema,
    response: z.object({ code: z.string() }),
  }),
  mailbox: controlCall({
    method: 'get',
    path: '/__mock/mailbox',
    summary: 'Mails the server sent (email=)',
    query: { email: { schema: z.email(), description: 'Only the mails to this address' } },
    response: z.array(z.looseObject({})),
  }),
};
