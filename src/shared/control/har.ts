import { z } from 'zod';

/** A header or cookie of a HAR entry. */
const harPairSchema = z.object({ name: z.string(), value: z.string() });
/**
 * What `GET /__mock/requests.har` answers: the request log as HTTP Archive 1.2, the fields of the
 * format the log can fill (it keeps bodies, not headers; unknown sizes are -1 as the format asks).
 */
export const harSchema = z.object({
  log: z.object({
    version: z.literal('1.2'),
    creator: z.object({ name: z.string(), version: z.string() }),
    pages: z.array(z.never()),
    entries: z.array(
      z.object({
        startedDateTime: z.iso.datetime(),
        time: z.number(),
        request: z.object({
          method: z.string(),
          url: z.url(),
          httpVersion: z.string(),
          cookies: z.array(harPairSchema),
          headers: z.array(harPairSchema),
          queryString: z.array(harPairSchema),
          postData: z.object({ mimeType: z.string(), text: z.string() }).optional(),
          headersSize: z.number(),
          bodySize: z.number(),
        }),
        response: z.object({
          status: z.number(),
          statusText: z.string(),
          httpVersion: z.string(),
          cookies: z.array(harPairSchema),
          headers: z.array(harPairSchema),
          content: z.object({ size: z.number(), mimeType: z.string(), text: z.string().optional() }),
          redirectURL: z.string(),
          headersSize: z.number(),
          bodySize: z.number(),
        }),
        cache: z.object({}),
        timings: z.object({ send: z.number(), wait: z.number(), receive: z.number() }),
        /** `fault <id>` when a fault answered the call. */
        comment: z.string().optional(),
      }),
    ),
  }),
});
export type Har = z.infer<typeof harSchema>;
