import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../mock-server/control/openapi';
import { OPENAPI_EXAMPLES } from '../../mock-server/control/openapi-examples';
import { allEndpoints } from '../../src/shared/api';

const SUCCESS_MESSAGE = { ko: '성공', ja: '成功' } as const;
const calls = allEndpoints().map(({ domain, name, endpoint }) => ({ operationId: `${domain}.${name}`, endpoint }));
const cases = calls.flatMap((call) => (['ko', 'ja'] as const).map((lang) => ({ ...call, lang })));

describe('the examples of the OpenAPI document', () => {
  it('cover every call of the contract in Korean and Japanese, and nothing else', () => {
    expect(Object.keys(OPENAPI_EXAMPLES).sort()).toEqual(calls.map((c) => c.operationId).sort());
  });

  it.each(cases.map((c) => [c.operationId, c.lang, c] as const))(
    '%s (%s): the request and the answer pass the contract',
    (_id, lang, { operationId, endpoint }) => {
      const { request, response } = OPENAPI_EXAMPLES[operationId]![lang];
      const sent = endpoint.request.safeParse(request);
      expect(sent.error?.issues ?? [], 'request').toEqual([]);
      expect(response).toMatchObject({ result: 'success', message: SUCCESS_MESSAGE[lang] });
      const answered = endpoint.response.safeParse(response.data);
      expect(answered.error?.issues ?? [], 'response').toEqual([]);
    },
  );

  it('are the named examples of each operation body and answer', () => {
    const doc = openApiDocument('test') as unknown as {
      paths: Record<string, { post: { requestBody: any; responses: Record<string, any> } }>;
    };
    for (const { operationId, endpoint } of calls) {
      const operation = doc.paths[endpoint.path]!.post;
      const request = operation.requestBody.content['application/json'].examples;
      const answer = operation.responses['200'].content['application/json'].examples;
      expect(Object.keys(request), operationId).toEqual(['ko', 'ja']);
      expect(request.ja.value).toEqual(OPENAPI_EXAMPLES[operationId]!.ja.request);
      expect(answer.ko.value).toEqual(OPENAPI_EXAMPLES[operationId]!.ko.response);
    }
  });
});
