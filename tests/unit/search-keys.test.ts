import { describe, expect, it } from 'vitest';
import { hangulToKatakana } from '../../mock-server/lib/search/katakana';
import { placeSearchKeys } from '../../mock-server/lib/search/keys';
import { normaliseForSearch } from '../../mock-server/lib/search/normalise';

describe('hangul read in katakana', () => {
  // How Japanese guidebooks and station signs write these names.
  it.each([
    ['명동', 'ミョンドン'],
    ['경복궁', 'キョンボックン'],
    ['명동교자 본점', 'ミョンドンギョジャ ポンジョム'],
    ['성수', 'ソンス'],
    ['강남', 'カンナム'],
    ['이태원', 'イテウォン'],
    ['홍대', 'ホンデ'],
    ['잠실', 'チャムシル'],
    ['인사동', 'インサドン'],
    ['동대문', 'トンデムン'],
    ['남산', 'ナムサン'],
    ['서울', 'ソウル'],
    ['한강', 'ハンガン'],
    ['김치', 'キムチ'],
    ['삼계탕', 'サムゲタン'],
    ['비빔밥', 'ピビンバプ'],
  ])('%s → %s', (hangul, katakana) => expect(hangulToKatakana(hangul)).toBe(katakana));

  it.each([
    ['종로', 'チョンノ', 'ㄹ after ㅇ is read ㄴ'],
    ['신라', 'シルラ', 'ㄴ before ㄹ is read ㄹ'],
    ['국민', 'クンミン', 'a stop before ㄴ/ㅁ turns nasal'],
    ['떡볶이', 'トッポッキ', 'a final carried over to the vowel, a tense consonant doubled'],
    ['닭갈비', 'タッカルビ', 'of a double final only one is heard, a stop unvoices what follows'],
    ['롯데', 'ロッテ', 'a stop before a consonant is ッ'],
    ['축하', 'チュカ', 'a stop before ㅎ is aspirated'],
    ['여의도', 'ヨイド', 'ㅢ after the first syllable is イ'],
    ['광장시장', 'クァンジャンシジャン', 'ㅘ is クァ, ㅈ voiced between sounds'],
  ])('%s → %s (%s)', (hangul, katakana) => expect(hangulToKatakana(hangul)).toBe(katakana));

  it('leaves what is not hangul as it is', () => {
    expect(hangulToKatakana('N서울타워 2F')).toBe('Nソウルタウォ 2F');
  });
});

describe('normalising a query', () => {
  it.each([
    ['みょんどん', 'ミョンドン'],
    ['Myeong-dong', 'myeongdong'],
    ['MYEONG DONG', 'myeongdong'],
    ['ｍｙｅｏｎｇ－ｄｏｎｇ', 'myeongdong'],
    ['ﾐｮﾝﾄﾞﾝ', 'ミョンドン'],
    ['明洞・ミョンドン', '明洞ミョンドン'],
    ['ㅁㄷ', 'ㅁㄷ'],
    ['명동 교자', '명동교자'],
  ])('%s → %s', (typed, key) => expect(normaliseForSearch(typed)).toBe(key));
});

describe('a place search keys', () => {
  const { searchKeys, areaKeys } = placeSearchKeys({
    nameKo: '명동교자 본점',
    nameJa: '明洞餃子 本店',
    nameEn: 'Myeongdong Kyoja (Main)',
    area: 'myeongdong',
  });
  const keys = searchKeys.split(' ');

  it('hold every name whole and by word in hangul, romanisation, katakana and initials', () => {
    for (const key of ['명동교자본점', '명동교자', '본점', 'myeongdonggyojabonjeom', 'myeongdonggyoja', 'bonjeom'])
      expect(keys).toContain(key);
    for (const key of ['ミョンドンギョジャポンジョム', 'ポンジョム', 'ㅁㄷㄱㅈㅂㅈ', 'ㅁㄷㄱㅈ', 'ㅂㅈ'])
      expect(keys).toContain(key);
  });

  it('hold the Japanese and English names and the area in every script', () => {
    for (const key of ['明洞餃子本店', '明洞餃子', 'myeongdongkyojamain', 'kyoja']) expect(keys).toContain(key);
    expect(new Set(keys).size).toBe(keys.length);
    expect(areaKeys.split(' ')).toEqual(['myeongdong', '명동', 'ミョンドン', 'ㅁㄷ', '明洞']);
  });
});
