import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addParticleFormats, withParticle } from '../../src/shared/josa';

describe('Korean particles by the final sound', () => {
  it.each([
    ['세트', '을/를', '세트를'],
    ['상품권', '을/를', '상품권을'],
    ['김 세트 (10봉)', '을/를', '김 세트 (10봉)를'],
    ['곰탕 (보통)', '을/를', '곰탕 (보통)을'],
    ['칼국수', '을/를', '칼국수를'],
    ['경리단길', '으로/로', '경리단길로'],
    ['서울숲', '으로/로', '서울숲으로'],
    ['명동교자 본점', '은/는', '명동교자 본점은'],
    ['서울', '으로/로', '서울로'],
    ['부산', '으로/로', '부산으로'],
    ['제주도', '으로/로', '제주도로'],
    ['친구', '이/가', '친구가'],
    ['가방', '이/가', '가방이'],
    ['사과', '은/는', '사과는'],
    ['달', '과/와', '달과'],
  ] as const)('%s + %s = %s', (word, particle, expected) => {
    expect(withParticle(word, particle)).toBe(expected);
  });

  it('reads Latin letters and digits aloud: an e-mail ending in t (티) takes 로, in m (엠) 으로, in l (엘) 로', () => {
    expect(withParticle('demo@tabi.test', '으로/로')).toBe('demo@tabi.test로');
    expect(withParticle('mina@example.com', '으로/로')).toBe('mina@example.com으로');
    expect(withParticle('me@mail.nl', '으로/로')).toBe('me@mail.nl로');
    expect(withParticle('before-order', '을/를')).toBe('before-order을');
    expect(withParticle('#3', '을/를')).toBe('#3을');
    expect(withParticle('#2', '을/를')).toBe('#2를');
    expect(withParticle('#7', '으로/로')).toBe('#7로');
  });

  it('a word whose reading is unknown (kanji) keeps both forms rather than a wrong one', () => {
    expect(withParticle('東京', '을/를')).toBe('東京을(를)');
    expect(withParticle('ロッテ', '을/를')).toBe('ロッテ를');
  });

  it('works as an i18next format inside a text', () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      lng: 'ko',
      resources: { ko: { translation: { exchange: '{{product, 을/를}} {{points}}로 교환합니다.' } } },
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    addParticleFormats(i18n);
    expect(i18n.t('exchange', { product: '초콜릿 세트', points: '5,000P' })).toBe('초콜릿 세트를 5,000P로 교환합니다.');
    expect(i18n.t('exchange', { product: '상품권', points: '5,000P' })).toBe('상품권을 5,000P로 교환합니다.');
  });
});
