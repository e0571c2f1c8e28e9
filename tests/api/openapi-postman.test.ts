import { convertV2 } from 'openapi-to-postmanv2';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { EXAMPLES_CLOCK } from '../../mock-server/control/openapi-examples';
import { createTestServer } from '../support/api';
import { documentValidator, type DocumentValidator } from '../support/openapi-validator';

/**
 * The published document imported as Postman imports it: Postman's own converter
 * (`openapi-to-postmanv2`, what its Import dialog runs) turns it into a collection, and every
 * request of that collection is sent, as a tester would after setting `apiKey` to a sign-in's
 * access token (README). The requests run in-process rather than through newman, whose 151
 * packages cost more `npm ci` time than CI has left (decision 088).
 */

interface KeyValue {
  key: string;
  value: string | null;
  disabled?: boolean;
}
interface PostmanRequest {
  method: string;
  url: { path: string[]; query?: KeyValue[]; variable?: KeyValue[] };
  header?: KeyValue[];
  body?: { mode?: string; raw?: string };
  auth?: { type: string; apikey?: KeyValue[] } | null;
}
interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request?: PostmanRequest;
}
interface Collection {
  item: PostmanItem[];
  variable?: KeyValue[];
}

const server = createTestServer({ now: EXAMPLES_CLOCK });
let published: Record<string, any>;
let validator: DocumentValidator;

beforeAll(async () => {
  published = (await (await server.app.request('/__mock/openapi.json')).json()) as Record<string, any>;
  validator = documentValidator(published);
});
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

/** The collection's request as Postman would send it, with `{{apiKey}}` set: path, query, headers, body. */
function toFetch(request: PostmanRequest, variables: Record<string, string>) {
  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => variables[name] ?? whole);
  const pathVariables = new Map((request.url.variable ?? []).map((v) => [v.key, v.value ?? '']));
  const path = request.url.path
    .map((segment) =>
      segment.startsWith(':') ? encodeURIComponent(pathVariables.get(segment.slice(1)) ?? '') : segment,
    )
    .join('/');
  const query = new URLSearchParams(
    (request.url.query ?? [])
      .filter((q) => !q.disabled && q.value !== null)
      .map((q): [string, string] => [q.key, fill(q.value!)]),
  ).toString();
  const headers: Record<string, string> = Object.fromEntries(
    (request.header ?? []).filter((h) => !h.disabled && h.value !== null).map((h) => [h.key, fill(h.value!)]),
  );
  const apikey = Object.fromEntries((request.auth?.apikey ?? []).map((entry) => [entry.key, entry.value ?? '']));
  if (request.auth?.type === 'apikey' && apikey.in === 'header') headers[apikey.key!] = fill(apikey.value!);
  const body = request.body?.mode === 'raw' && request.body.raw ? fill(request.body.raw) : undefined;
  return { url: `/${path}${query ? `?${query}` : ''}`, init: { method: request.method, headers, body } };
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

  it('runs every request of the collection, each answered as the document says', { timeout: 60_000 }, async () => {
    const { output } = await convert();
    const collection = output![0]!.data;
    const requests = requestsOf(collection.item);
    // The members' calls first: the control calls at the end reset the data and end every session.
    const ordered = [
      ...requests.filter((r) => r.request.url.path[0] !== '__mock'),
      ...requests.filter((r) => r.request.url.path[0] === '__mock'),
    ];
    const violations: string[] = [];
    const succeeded: string[] = [];
    const refused: string[] = [];
    // As the README tells a tester: a sign-in's `access` as the `apiKey` variable; signed in again
    // (a new member) when a call such as logout or withdrawal ended that session.
    let apiKey = (await server.signedInUser({ points: 5000 })).token;
    for (const { name, request } of ordered) {
      const signedIn = request.auth?.type === 'apikey';
      let { url, init } = toFetch(request, { apiKey });
      let res = await server.app.request(url, init);
      if (signedIn && res.status === 401) {
        apiKey = (await server.signedInUser({ points: 5000 })).token;
        ({ url, init } = toFetch(request, { apiKey }));
        res = await server.app.request(url, init);
        if (res.status === 401) refused.push(`${name} (${url})`);
      }
      const stream = res.headers.get('content-type')?.startsWith('text/event-stream');
      const text = stream ? '' : await res.text();
      if (stream) await res.body?.cancel();
      if (/"result":"success"/.test(text)) succeeded.push(name);
      const answer = { status: res.status, headers: res.headers, text };
      violations.push(
        ...validator.checkResponse({ method: init.method, url }, answer).map((p) => `${name} (${url}): ${p}`),
      );
    }
    expect(violations).toEqual([]);
    expect(refused, 'signed-in calls whose access header the import did not carry').toEqual([]);
    // The members' calls mostly succeed: their values come from the document's recorded examples.
    expect(succeeded.length).toBeGreaterThan(validator.operations.filter((o) => o.path.startsWith('/api/')).length / 2);
  });
});
