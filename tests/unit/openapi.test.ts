import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../mock-server/control/openapi';
import { api } from '../../src/shared/api';

interface Operation {
  tags?: string[];
  description?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: unknown }>;
  requestBody?: { required?: boolean; content: Record<string, { schema: any }> };
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, { schema?: any }> }>;
}

const doc = openApiDocument('test') as unknown as {
  tags: Array<{ name: string }>;
  components: {
    securitySchemes: Record<string, { type: string; in: string; name: string }>;
    schemas: Record<string, any>;
  };
  paths: Record<string, Record<string, Operation>>;
};
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method, operation })),
);
const apiOperations = operations.filter(({ path }) => !path.startsWith('/__mock/'));
const operationOf = (path: string, method = 'post') => doc.paths[path]![method]!;
/** The named schema a `$ref` of the document points to. */
const resolve = (schema: { $ref: string }) => doc.components.schemas[schema.$ref.replace('#/components/schemas/', '')];

describe('the OpenAPI document', () => {
  it('gives every operation a declared tag and a description', () => {
    const declared = doc.tags.map((tag) => tag.name);
    const untagged = operations.filter(
      ({ operation }) => operation.tags?.length !== 1 || !declared.includes(operation.tags[0]!),
    );
    expect(untagged.map(({ path }) => path)).toEqual([]);
    expect(operations.filter(({ operation }) => !operation.description?.trim()).map(({ path }) => path)).toEqual([]);
    expect(new Set(apiOperations.map(({ operation }) => operation.tags![0]))).toEqual(
      new Set(['auth', 'feed', 'place', 'travel', 'point-shop', 'user', 'notice', 'reference']),
    );
    expect(operationOf('/api/search/place').tags).toEqual(['place']);
  });

  it('flags the calls beyond the original API as extensions, and only those', () => {
    const flagged = apiOperations.filter(({ operation }) => (operation as { 'x-extension'?: boolean })['x-extension']);
    expect(flagged.map(({ path }) => path).sort()).toEqual(
      Object.values(api)
        .flatMap((calls) => Object.values(calls))
        .filter((call) => 'extension' in call && call.extension)
        .map((call) => call.path)
        .sort(),
    );
    expect(flagged.map(({ path }) => path)).toContain(api.feed.bookmarkList.path);
    expect(flagged.map(({ path }) => path)).not.toContain(api.feed.mainFeedList.path);
  });

  it('declares every parameter of a templated path, and no other path parameter', () => {
    for (const { path, operation } of operations) {
      const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();
      const declared = (operation.parameters ?? []).filter((p) => p.in === 'path');
      expect(declared.map((p) => p.name).sort(), path).toEqual(inPath);
      expect(declared.every((p) => p.required)).toBe(true);
    }
  });

  it('documents the language header, a required body and every status of each API call', () => {
    for (const { path, operation } of apiOperations) {
      expect(
        operation.parameters!.some((p) => p.in === 'header' && p.name === 'Accept-Language'),
        path,
      ).toBe(true);
      expect(operation.requestBody?.required, path).toBe(true);
      const answers = operation.responses;
      expect(Object.keys(answers), path).toEqual(expect.arrayContaining(['200', '400', '404', '413']));
      expect(answers['400']!.content!['application/json']!.schema.properties.code.enum).toEqual(['BAD_JSON']);
      expect(answers['404']!.content!['application/json']!.schema.properties.code.enum).toEqual(['UNKNOWN_PATH']);
      const envelope = answers['200']!.content!['application/json']!.schema;
      expect(envelope.discriminator.propertyName).toBe('result');
      expect(envelope.oneOf.map((branch: any) => resolve(branch).properties.result.const)).toEqual([
        'success',
        'error',
      ]);
      // The discriminator's mapping names the same schemas as the oneOf.
      expect(Object.values(envelope.discriminator.mapping)).toEqual(envelope.oneOf.map((b: any) => b.$ref));
    }
  });

  it('lists each call its own refusal codes, with the 401 envelope only where a sign-in is needed', () => {
    const codesOf = (path: string) =>
      resolve(operationOf(path).responses['200']!.content!['application/json']!.schema.oneOf[1]).properties.code.enum;
    expect(codesOf(api.pointShop.productOrder.path)).toEqual(expect.arrayContaining(['SOLD_OUT', 'MISSION_NOT_MET']));
    expect(codesOf(api.auth.loginEmail.path)).toContain('LOGIN_FAILED');
    expect(codesOf(api.auth.loginEmail.path)).not.toContain('SOLD_OUT');
    expect(operationOf(api.auth.loginEmail.path).description).toContain('LOGIN_FAILED');
    expect(operationOf(api.pointShop.productOrder.path).responses['401']!.content!['application/json']).toBeDefined();
    expect(operationOf(api.auth.loginEmail.path).responses['401']).toBeUndefined();
  });

  it('tells public, signed-in and optionally signed-in calls apart', () => {
    expect(operationOf(api.feed.feedDetail.path).security).toEqual([{}, { access: [] }]);
    expect(operationOf(api.place.placeDetail.path).security).toEqual([{}, { access: [] }]);
    expect(operationOf(api.feed.likeFeed.path).security).toEqual([{ access: [] }]);
    expect(operationOf(api.auth.loginEmail.path).security).toEqual([]);
  });

  it('shows the refresh cookie, Set-Cookie and the access header where the call uses them', () => {
    const reissue = operationOf(api.auth.reissue.path);
    expect(reissue.parameters!.some((p) => p.in === 'cookie' && p.name === 'refresh')).toBe(true);
    expect(Object.keys(reissue.responses['200']!.headers!)).toEqual(['Set-Cookie', 'access']);
    expect(Object.keys(operationOf(api.auth.appGoogleLogin.path).responses['200']!.headers!)).toContain('access');
    expect(Object.keys(operationOf(api.auth.loginEmail.path).responses['200']!.headers!)).toEqual(['Set-Cookie']);
    expect(operationOf(api.feed.likeFeed.path).responses['200']!.headers).toBeUndefined();
  });

  it('gives email fields their format', () => {
    const body = operationOf(api.auth.loginEmail.path).requestBody!.content['application/json']!.schema;
    expect(body.properties.email.format).toBe('email');
  });

  it('documents the control API: its token, bodies, queries and the event stream', () => {
    expect(doc.components.securitySchemes.controlToken).toMatchObject({ type: 'apiKey', name: 'x-control-token' });
    const control = operations.filter(({ path }) => path.startsWith('/__mock/'));
    expect(control.every(({ operation }) => operation.security?.some((s) => 'controlToken' in s))).toBe(true);
    expect(operationOf('/__mock/users').requestBody!.content['application/json']!.schema.properties).toHaveProperty(
      'points',
    );
    expect(Object.keys(operationOf('/__mock/requests/stream', 'get').responses['200']!.content!)).toEqual([
      'text/event-stream',
    ]);
    expect(operationOf('/__mock/requests', 'get').parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(['query:limit']);
    expect(operationOf('/__mock/mailbox', 'get').parameters!.map((p) => `${p.in}:${p.name}`)).toEqual(['query:email']);
  });
});
