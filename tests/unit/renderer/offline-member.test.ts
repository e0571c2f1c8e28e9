import { describe, expect, it } from 'vitest';
import { memberOf } from '../../../src/renderer/lib/offline/member';

const base64url = (text: string) => btoa(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const token = (payload: unknown) => ['e30', base64url(JSON.stringify(payload)), 'signature'].join('.');

describe('whose saved answers a token opens', () => {
  it("files them under the token's member", () => {
    expect(memberOf(token({ sub: '17', fam: 'x' }))).toBe('17');
    expect(memberOf(token({ sub: 42 }))).toBe('42');
  });

  it('two members never share a file', () => {
    expect(memberOf(token({ sub: '1' }))).not.toBe(memberOf(token({ sub: '2' })));
  });

  it('no member for no token or an unreadable one', () => {
    for (const bad of [null, '', 'abc', 'a.!!!.c', token({}), token({ sub: { id: 1 } }), token([1])])
      expect(memberOf(bad)).toBeNull();
  });
});
