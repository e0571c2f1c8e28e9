import { describe, expect, it } from 'vitest';
import { directionLinks, distanceMeters, estimateLeg, WALKING_LIMIT_M } from '../../../src/renderer/lib/directions';

const gyeongbokgung = { name: '경복궁', lat: 37.579617, lng: 126.977041 };
const bukchon = { name: '북촌 한옥마을, 가회동', lat: 37.582604, lng: 126.983998 };
const lotteTower = { name: '롯데월드타워', lat: 37.512566, lng: 127.102544 };

describe('direction links', () => {
  it('lead Naver Map by its web directions path in Web Mercator metres, in transit mode', () => {
    const { naver } = directionLinks(bukchon, gyeongbokgung);
    const match = /^https:\/\/map\.naver\.com\/p\/directions\/([^/]+)\/([^/]+)\/-\/transit$/.exec(naver);
    expect(match).not.toBeNull();
    const [x, y, name] = match![2]!.split(',');
    // 126.983998° east and 37.582604° north in EPSG:3857.
    expect(Number(x)).toBeCloseTo(14_135_794, -1);
    expect(Number(y)).toBeCloseTo(4_520_628, -1);
    // A comma inside a name would split the segment; it becomes a space, the rest is URL-encoded.
    expect(decodeURIComponent(name!)).toBe('북촌 한옥마을 가회동');
    expect(match![1]!.split(',')[2]).toBe(encodeURIComponent('경복궁'));
  });

  it('lead KakaoMap by its link API with latitude then longitude, from the current place when no origin', () => {
    expect(directionLinks(gyeongbokgung).kakao).toBe(
      `https://map.kakao.com/link/to/${encodeURIComponent('경복궁')},37.579617,126.977041`,
    );
    expect(directionLinks(bukchon, gyeongbokgung).kakao).toBe(
      `https://map.kakao.com/link/from/${encodeURIComponent('경복궁')},37.579617,126.977041/to/${encodeURIComponent('북촌 한옥마을 가회동')},37.582604,126.983998`,
    );
  });

  it('lead Google Maps by its directions API, transit and walking', () => {
    const links = directionLinks(bukchon, gyeongbokgung);
    const transit = new URL(links.googleTransit);
    expect(transit.origin + transit.pathname).toBe('https://www.google.com/maps/dir/');
    expect(Object.fromEntries(transit.searchParams)).toEqual({
      api: '1',
      origin: '37.579617,126.977041',
      destination: '37.582604,126.983998',
      travelmode: 'transit',
    });
    expect(new URL(links.googleWalking).searchParams.get('travelmode')).toBe('walking');
    expect(new URL(directionLinks(bukchon).googleTransit).searchParams.has('origin')).toBe(false);
  });
});

describe('the estimate between two stops', () => {
  it('measures the straight line', () => {
    expect(distanceMeters(gyeongbokgung, bukchon)).toBeGreaterThan(650);
    expect(distanceMeters(gyeongbokgung, bukchon)).toBeLessThan(720);
    expect(distanceMeters(gyeongbokgung, gyeongbokgung)).toBe(0);
  });

  it('walks a near stop and rides to a far one, in rough five-minute steps', () => {
    const near = estimateLeg(gyeongbokgung, bukchon);
    expect(near.mode).toBe('walking');
    expect(near.minutes % 5).toBe(0);
    expect(near.minutes).toBeGreaterThanOrEqual(10);
    expect(near.minutes).toBeLessThanOrEqual(15);
    const far = estimateLeg(gyeongbokgung, lotteTower);
    expect(far.meters).toBeGreaterThan(WALKING_LIMIT_M);
    expect(far.mode).toBe('transit');
    expect(far.minutes).toBeGreaterThanOrEqual(40);
    expect(far.minutes).toBeLessThanOrEqual(60);
  });
});
