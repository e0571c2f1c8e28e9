import { serve } from '@hono/node-server';
import { run as newman, type Execution } from 'newman';
import type { AddressInfo } from 'node:net';
import { convertV2 } from 'openapi-to-postmanv2';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXAMPLES_CLOCK } from '../../mock-server/control/openapi-examples';
import { createTestServer } from '../support/api';
import { documentValidator, type DocumentValidator } from '../support/openapi-validator';

/**
 * The published document imported as Postman imports it: Postman's own converter
 * (`openapi-to-postmanv2`, what its Import dialog runs) turns it into a collection, and every
 * request of that collection is sent, as a tester would after setting `apiKey` to a sign-in's
 * access token (README), by newman, Postman's own runner, against the server listening on a port.
 */

interface PostmanRequest {
  url: { path: string[] };
  auth?: { type: string } | null;
}
interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
}
interface Collection {
  item: PostmanItem[];
}

const server = createTestServer({ now: EXAMPLES_CLOCK });
let published: Record<string, any>;
let validator: DocumentValidator;

let baseUrl = '';
let stopListening = () => undefined as void;

beforeAll(async () => {
  published = (await (await server.app.request('/__mock/openapi.json')).json()) as Record<string, any>;
  validator = documentValidator(published);
  await new Promise<void>((listening) => {
    const http = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => {
      baseUrl = `http://127.0.0.1:${info.port}`;
      listening();
    });
    stopListening = () => void http.close();
  });
});
afterAll(() => stopListening());
afterEach(() => vi.restoreAllMocks());

/** Converts as Postman's Import does (folders by tag, values from the examples); any word it logs is a problem. */
async function convertOnce() {
  const logged: string[] = [];
  for (const level of ['log', 'info', 'warn', 'error'] as const)
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => logged.push(args.map(String).join(' ')));
  const result = await new Promise<{
    result: boolean;
    reason?: string;
    output?: Array<{ type: string; data: Collection }>;
  }>((resolve, reject) =>
    convertV2(
      { type: 'json', data: published },
      { folderStrategy: 'Tags', parametersResolution: 'Example' },
      (error: unknown, converted: any) => (error ? reject(error) : resolve(converted)),
    ),
  );
  vi.restoreAllMocks();
  return { ...result, logged };
}

let conversion: ReturnType<typeof convertOnce> | undefined;
const convert = () => (conversion ??= convertOnce());

const requestsOf = (items: PostmanItem[]): Array<PostmanItem & { request: PostmanRequest }> =>
  items.flatMap((item) => (item.item ? requestsOf(item.item) : item.request ? [item as never] : []));

/**
 * One request of the collection, sent by newman as a tester's Postman would: `{{baseUrl}}` the
 * server, `{{apiKey}}` a sign-in's access token.
 */
function sendWithNewman(collection: Collection, item: PostmanItem, apiKey: string): Promise<Execution> {
  return new Promise((sent, failed) =>
    newman(
      {
        collection: { ...collection, item: [item] },
        envVar: [
          { key: 'baseUrl', value: baseUrl },
          { key: 'apiKey', value: apiKey },
        ],
        reporters: [],
        timeoutRequest: 10_000,
        // The answer checked is the server's own (a sandbox page's 303), not the page it leads to.
        ignoreRedirects: true,
      },
      (error, summary) => (error ? failed(error) : sent(summary.run.executions[0]!)),
    ),
  );
}

describe('the published OpenAPI document, imported with Postman’s converter', () => {
  it('converts without an error or a warning, one request per operation', async () => {
    const { result, reason, output, logged } = await convert();
    expect(reason).toBeUndefined();
    expect(result).toBe(true);
    expect(logged).toEqual([]);
    const [collection] = output!;
    expect(collection!.type).toBe('collection');
    expect(requestsOf(collection!.data.item)).toHaveLength(validator.operations.length);
  });

  it(
    'newman runs every request of the collection, each answered as the document says',
    { timeout: 120_000 },
    async () => {
      const { output } = await convert();
      const collection = output![0]!.data;
      const requests = requestsOf(collection.item);
      // The members' calls first: the control calls at the end reset the data and end every session.
      // The request log's live stream never ends, which a runner waits for: it is left out.
      const ordered = [
        ...requests.filter((r) => r.request.url.path[0] !== '__mock'),
        ...requests.filter((r) => r.request.url.path[0] === '__mock' && r.request.url.path.at(-1) !== 'stream'),
      ];
      expect(ordered.length).toBe(requests.length - 1);
      const violations: string[] = [];
      const succeeded: string[] = [];
      const refused: string[] = [];
      // As the README tells a tester: a sign-in's `access` as the `apiKey` variable; signed in again
      // (a new member) when a call such as logout or withdrawal ended that session.
      let apiKey = (await server.signedInUser({ points: 5000 })).token;
      for (const item of ordered) {
        let sent = await sendWithNewman(collection, item, apiKey);
        if (item.request.auth?.type === 'apikey' && sent.response?.code === 401) {
          apiKey = (await server.signedInUser({ points: 5000 })).token;
          sent = await sendWithNewman(collection, item, apiKey);
          if (sent.response?.code === 401) refused.push(item.name);
        }
        const { response, request } = sent;
        if (!response) {
          violations.push(`${item.name}: no answer (${sent.requestError?.message})`);
          continue;
        }
        const text = response.stream?.toString('utf8') ?? '';
        if (/"result":"success"/.test(text)) succeeded.push(item.name);
        const headers = new Headers(response.headers.members.map((h): [string, string] => [h.key, h.value]));
        const url = new URL(request.url.toString());
        const answer = { status: response.code, headers, text };
        violations.push(
          ...validator
            .checkResponse({ method: request.method, url: url.pathname + url.search }, answer)
            .map((p) => `${item.name} (${url.pathname}): ${p}`),
        );
      }
      expect(violations).toEqual([]);
      expect(refused, 'signed-in calls whose access header the import did not carry').toEqual([]);
      // The members' calls mostly succeed: their values come from the document's recorded examples.
      expect(succeeded.length).toBeGreaterThan(
        validator.operations.filter((o) => o.path.startsWith('/api/')).length / 2,
      );
    },
  );
});
