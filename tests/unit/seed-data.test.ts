import { describe, it, expect } from 'vitest';
import {
  createPrng,
  generateSeedPosts,
  seedBanners,
  seedNotices,
  seedPlaces,
  seedPosts,
  seedProducts,
  seedRegions,
  seedThemes,
  seedUsers,
  SEED_POSTS_DEFAULT_SEED,
} from '../../db/seed/data';

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const HEX = /^#[0-9A-Fa-f]{6}$/;
const themeCodes = new Set(seedThemes.map((t) => t.code));
const placeKeys = new Set(seedPlaces.map((p) => p.key));

describe('seed themes and regions', () => {
  it('has at least 10 unique themes including the required ones', () => {
    expect(seedThemes.length).toBeGreaterThanOrEqual(10);
    expect(themeCodes.size).toBe(seedThemes.length);
    for (const code of [
      'cafe',
      'shopping',
      'plastic-surgery',
      'rising',
      'food',
      'kpop',
      'history',
      'nature',
      'nightlife',
      'beauty',
    ]) {
      expect(themeCodes.has(code), code).toBe(true);
    }
    expect(seedThemes.find((t) => t.code === 'plastic-surgery')).toMatchObject({ nameKo: '성형', nameJa: '美容整形' });
    expect(seedThemes.find((t) => t.code === 'rising')).toMatchObject({ nameKo: '급상승', nameJa: '急上昇' });
  });

  it('lists the eight regions in order', () => {
    expect(seedRegions.map((r) => r.code)).toEqual([
      'seoul',
      'gangwon',
      'gyeonggi',
      'chungcheong',
      'gyeongsang',
      'jeolla',
      'busan',
      'jeju',
    ]);
    expect(seedRegions.map((r) => r.nameKo)).toEqual([
      '서울',
      '강원도',
      '경기도',
      '충청도',
      '경상도',
      '전라도',
      '부산',
      '제주도',
    ]);
  });
});

describe('seed places', () => {
  it('has at least 48 places with unique keys and valid themes', () => {
    expect(seedPlaces.length).toBeGreaterThanOrEqual(48);
    expect(placeKeys.size).toBe(seedPlaces.length);
    for (const p of seedPlaces) {
      expect(themeCodes.has(p.theme), `${p.key} theme ${p.theme}`).toBe(true);
      expect(p.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('keeps every place inside Seoul', () => {
    for (const p of seedPlaces) {
      expect(p.lat, p.key).toBeGreaterThanOrEqual(37.41);
      expect(p.lat, p.key).toBeLessThanOrEqual(37.72);
      expect(p.lng, p.key).toBeGreaterThanOrEqual(126.76);
      expect(p.lng, p.key).toBeLessThanOrEqual(127.19);
    }
  });

  it('has at least 8 places per quick-tag area and some in the other areas', () => {
    const byArea = new Map<string, number>();
    for (const p of seedPlaces) byArea.set(p.area, (byArea.get(p.area) ?? 0) + 1);
    for (const area of ['gangnam', 'myeongdong', 'seongsu', 'itaewon']) {
      expect(byArea.get(area) ?? 0, area).toBeGreaterThanOrEqual(8);
    }
    for (const area of ['hongdae', 'jongno', 'jamsil', 'yeouido']) {
      expect(byArea.get(area) ?? 0, area).toBeGreaterThan(0);
    }
  });

  it('uses HH:MM times and consistent hours', () => {
    for (const p of seedPlaces) {
      expect(p.openTime === null, `${p.key} open/close both null or both set`).toBe(p.closeTime === null);
      for (const t of [p.openTime, p.closeTime, p.breakStart, p.breakEnd]) {
        if (t !== null && t !== undefined) expect(t, p.key).toMatch(HHMM);
      }
      expect(p.breakStart === undefined, `${p.key} break start/end`).toBe(p.breakEnd === undefined);
      for (const d of p.closedDays) expect(d >= 0 && d <= 6 && Number.isInteger(d), p.key).toBe(true);
    }
    expect(seedPlaces.some((p) => p.closedDays.length > 0)).toBe(true);
    expect(seedPlaces.some((p) => p.breakStart !== undefined)).toBe(true);
    expect(seedPlaces.some((p) => p.closeTime !== null && p.openTime !== null && p.closeTime < p.openTime)).toBe(true);
    expect(seedPlaces.some((p) => p.openTime === null)).toBe(true);
  });

  it('has bilingual text, sane menus and colours', () => {
    for (const p of seedPlaces) {
      for (const s of [p.nameKo, p.nameJa, p.nameEn, p.addressKo, p.addressJa, p.infoKo, p.infoJa]) {
        expect(s.trim().length, p.key).toBeGreaterThan(0);
      }
      expect(p.addressKo.startsWith('서울 '), p.key).toBe(true);
      expect(p.addressJa.startsWith('ソウル特別市'), p.key).toBe(true);
      expect(p.color, p.key).toMatch(HEX);
      expect(p.menus.length, p.key).toBeLessThanOrEqual(6);
      if (p.theme === 'food' || p.theme === 'cafe') expect(p.menus.length, p.key).toBeGreaterThanOrEqual(2);
      for (const m of p.menus) {
        expect(Number.isInteger(m.price) && m.price >= 0, `${p.key} ${m.nameKo}`).toBe(true);
        expect(m.nameKo.length > 0 && m.nameJa.length > 0).toBe(true);
      }
    }
  });
});

describe('seed users', () => {
  it('has 24 members, half Korean and half Japanese', () => {
    expect(seedUsers).toHaveLength(24);
    expect(seedUsers.filter((u) => u.language === 'ko')).toHaveLength(12);
    expect(seedUsers.filter((u) => u.language === 'ja')).toHaveLength(12);
    for (const u of seedUsers) expect(u.nationality).toBe(u.language === 'ko' ? 'KR' : 'JP');
  });

  it('has unique 3-6 character nicknames and example.com e-mails', () => {
    expect(new Set(seedUsers.map((u) => u.nickname)).size).toBe(seedUsers.length);
    expect(new Set(seedUsers.map((u) => u.email)).size).toBe(seedUsers.length);
    for (const u of seedUsers) {
      const len = [...u.nickname].length;
      expect(len, u.nickname).toBeGreaterThanOrEqual(3);
      expect(len, u.nickname).toBeLessThanOrEqual(6);
      expect(u.email).toMatch(/^[a-z0-9._]+@example\.com$/);
    }
    expect(seedUsers.some((u) => u.instagram !== null)).toBe(true);
  });
});

describe('seed posts', () => {
  it('has exactly 200 posts', () => {
    expect(seedPosts).toHaveLength(200);
  });

  it('has unique titles per language', () => {
    expect(new Set(seedPosts.map((p) => p.ko.title)).size).toBe(200);
    expect(new Set(seedPosts.map((p) => p.ja.title)).size).toBe(200);
  });

  it('references existing places, themes and authors', () => {
    for (const p of seedPosts) {
      expect(themeCodes.has(p.theme), p.theme).toBe(true);
      if (p.place !== null) expect(placeKeys.has(p.place), p.place).toBe(true);
      const author = seedUsers[p.author];
      expect(author, String(p.author)).toBeDefined();
      expect(p.language).toBe(author?.language);
    }
    const withPlace = seedPosts.filter((p) => p.place !== null).length;
    expect(withPlace).toBeGreaterThan(150);
    expect(new Set(seedPosts.map((p) => p.theme)).size).toBeGreaterThanOrEqual(10);
    expect(new Set(seedPosts.map((p) => p.author)).size).toBe(seedUsers.length);
  });

  it('respects length and range limits', () => {
    for (const p of seedPosts) {
      for (const lang of ['ko', 'ja'] as const) {
        const { title, contents } = p[lang];
        expect(title.length, title).toBeGreaterThan(0);
        expect(title.length, title).toBeLessThanOrEqual(60);
        expect(contents.length, `${lang}: ${contents}`).toBeGreaterThanOrEqual(80);
        expect(contents.length, `${lang}: ${contents}`).toBeLessThanOrEqual(600);
        expect(contents).not.toMatch(/undefined|null|NaN|\$\{/);
      }
      expect(Number.isInteger(p.pictures) && p.pictures >= 0 && p.pictures <= 4).toBe(true);
      expect(Number.isInteger(p.daysAgo) && p.daysAgo >= 0 && p.daysAgo <= 120).toBe(true);
      expect(Number.isInteger(p.views) && p.views >= 0 && p.views <= 5000).toBe(true);
    }
  });

  it('writes each language in its own script', () => {
    for (const p of seedPosts) {
      expect(p.ko.contents).toMatch(/[가-힣]/);
      expect(p.ja.contents).toMatch(/[ぁ-んァ-ン]/);
      expect(p.ja.contents).not.toMatch(/[가-힣]/);
    }
  });

  it('recommends about 30 posts', () => {
    const n = seedPosts.filter((p) => p.recommended).length;
    expect(n).toBeGreaterThanOrEqual(25);
    expect(n).toBeLessThanOrEqual(35);
  });

  it('mentions the place by name in posts tied to a place', () => {
    const byKey = new Map(seedPlaces.map((pl) => [pl.key, pl]));
    for (const p of seedPosts) {
      if (p.place === null) continue;
      const place = byKey.get(p.place);
      const shortKo = place?.nameKo.replace(/\s*\(.*\)$/, '') ?? '';
      const shortJa = place?.nameJa.replace(/\s*\(.*\)$/, '') ?? '';
      expect(p.ko.title + p.ko.contents).toContain(shortKo);
      expect(p.ja.title + p.ja.contents).toContain(shortJa);
    }
  });

  it('is deterministic', () => {
    const a = generateSeedPosts();
    const b = generateSeedPosts();
    expect(a).toEqual(b);
    expect(a).toEqual(seedPosts);
    expect(generateSeedPosts(SEED_POSTS_DEFAULT_SEED)).toEqual(seedPosts);
    // A different seed gives a different, equally valid feed.
    const other = generateSeedPosts(SEED_POSTS_DEFAULT_SEED + 1);
    expect(other).toHaveLength(200);
    expect(other).not.toEqual(seedPosts);
    expect(new Set(other.map((p) => p.ko.title)).size).toBe(200);
  });
});

describe('seed helpers', () => {
  it('the PRNG repeats for the same seed', () => {
    const a = createPrng(42);
    const b = createPrng(42);
    const xs = Array.from({ length: 20 }, () => a.next());
    const ys = Array.from({ length: 20 }, () => b.next());
    expect(xs).toEqual(ys);
    for (const x of xs) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('seed products, notices and banners', () => {
  it('has 12 products with exactly one sold out', () => {
    expect(seedProducts).toHaveLength(12);
    expect(new Set(seedProducts.map((p) => p.key)).size).toBe(12);
    expect(seedProducts.filter((p) => p.stock === 0)).toHaveLength(1);
    for (const p of seedProducts) {
      expect(p.requiredPoints).toBeGreaterThanOrEqual(1000);
      expect(p.requiredPoints).toBeLessThanOrEqual(30000);
      if (p.stock !== 0) {
        expect(p.stock).toBeGreaterThanOrEqual(3);
        expect(p.stock).toBeLessThanOrEqual(200);
      }
    }
  });

  it('has 8 notices with exactly one important', () => {
    expect(seedNotices).toHaveLength(8);
    expect(seedNotices.filter((n) => n.important)).toHaveLength(1);
  });

  it('has 3 banners linking to known screens', () => {
    expect(seedBanners).toHaveLength(3);
    for (const b of seedBanners) expect(['/pointShop', '/placeMap', '/travelPlan']).toContain(b.linkPath);
  });
});
