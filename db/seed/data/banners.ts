import type { SeedBanner } from './types';

/** Main-feed banners, each with the shipped photo that shows what it leads to. */
export const seedBanners: SeedBanner[] = [
  // Gifts from Korea: a street of Korean shops.
  { titleKo: '모은 포인트로 한국에서 보내는 선물 받기', titleJa: '貯めたポイントで韓国からギフトをお届け', linkPath: '/pointShop', photo: 'mangwon-market-street' },
  // The city at a glance, as the map shows it.
  { titleKo: '강남역·명동·성수동·이태원, 지도에서 한눈에', titleJa: '江南駅・明洞・聖水洞・梨泰院をマップでひと目で', linkPath: '/placeMap', photo: 'hero-seoul' },
  // A day's plan in Seoul: the palace most first trips start with.
  { titleKo: '나만의 서울 여행 플랜 만들기', titleJa: '自分だけのソウル旅行プランを作ろう', linkPath: '/travelPlan', photo: 'gyeongbokgung-hall' },
];
