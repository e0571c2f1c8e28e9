import { photoNames, shippedPhoto, type PhotoName } from '../../lib/photos';

type Licence = 'unsplash' | 'publicDomain';

/** Where each shipped photo comes from (mock-server/static/photos/CREDITS.md) and under which licence. */
const SOURCES: Record<PhotoName, { source: string; licence: Licence }> = {
  'airport-dusk': { source: 'https://unsplash.com/photos/8CIinzqQ56o', licence: 'unsplash' },
  'bukchon-eaves': { source: 'https://unsplash.com/photos/nWkj0GO_qH0', licence: 'unsplash' },
  'cafe-interior': { source: 'https://unsplash.com/photos/1hlkNPz2SHg', licence: 'unsplash' },
  'magazine-rack': { source: 'https://unsplash.com/photos/39oM9gUMuqA', licence: 'unsplash' },
  'cafe-payment': { source: 'https://unsplash.com/photos/VmyqDMyRVq0', licence: 'unsplash' },
  'convenience-store-night': { source: 'https://unsplash.com/photos/UpGCgVDPTVo', licence: 'unsplash' },
  'euljiro-rainy-street': { source: 'https://unsplash.com/photos/GKt9AFGeXUY', licence: 'unsplash' },
  'gangnam-avenue': {
    source: 'https://commons.wikimedia.org/wiki/File:A_street_in_Gangnam_residential_area,_Seoul.jpg',
    licence: 'publicDomain',
  },
  'gyeongbokgung-hall': { source: 'https://unsplash.com/photos/AO_Ynr7s9Pw', licence: 'unsplash' },
  'han-river-night-tower': { source: 'https://unsplash.com/photos/E0awymZfM1k', licence: 'unsplash' },
  'hero-seoul': { source: 'https://unsplash.com/photos/Mwvhyd22Lyw', licence: 'unsplash' },
  'hongdae-night-street': { source: 'https://unsplash.com/photos/04CjpSDvy3A', licence: 'unsplash' },
  'mangwon-market-street': { source: 'https://unsplash.com/photos/v6kBG7PSqpk', licence: 'unsplash' },
  'market-food-stall-cooks': {
    source: 'https://unsplash.com/photos/people-in-a-market-during-daytime-OxsIv3_zWXg',
    licence: 'unsplash',
  },
  'market-stall-shoppers': {
    source: 'https://unsplash.com/photos/a-woman-standing-behind-a-counter-in-a-store-CqG3wQ2dK2U',
    licence: 'unsplash',
  },
  'namsan-tower-street': {
    source: 'https://unsplash.com/photos/a-road-lined-with-tall-buildings-cpAXFletdR8',
    licence: 'unsplash',
  },
  'neon-street-night': {
    source: 'https://unsplash.com/photos/a-street-with-cars-and-buildings-at-night-PpE_d8UKnMw',
    licence: 'unsplash',
  },
  'night-street-light-trails': {
    source: 'https://unsplash.com/photos/a-city-street-at-night-with-a-lot-of-traffic-FWlmnid0wVE',
    licence: 'unsplash',
  },
  'palace-eaves-sky': { source: 'https://unsplash.com/photos/Via0Hy2rYIc', licence: 'unsplash' },
  'rainy-neon-reflections': { source: 'https://unsplash.com/photos/EuVEUMFevGk', licence: 'unsplash' },
  'seongsu-brick-sign': { source: 'https://unsplash.com/photos/CFP8rkU2VMM', licence: 'unsplash' },
  'sim-card-tray': { source: 'https://unsplash.com/photos/o0kPG3RirHs', licence: 'unsplash' },
  'street-food-skewers': {
    source: 'https://unsplash.com/photos/a-man-cooking-food-on-a-stove-iMJBSOi01Uk',
    licence: 'unsplash',
  },
  'subway-car': { source: 'https://unsplash.com/photos/QAVQQDNe4yA', licence: 'unsplash' },
  'sunrise-skyline': { source: 'https://unsplash.com/photos/15zBQQdZ_84', licence: 'unsplash' },
};

/** Each shipped photo with its picture URL, source and licence, in the folder's order. */
export const photoCredits = photoNames.map((name) => ({
  name,
  url: shippedPhoto(name),
  ...SOURCES[name],
}));

/** The other works the app ships or draws from, each with its licence. */
export const otherCredits = [
  { key: 'districts', source: 'https://github.com/southkorea/seoul-maps', licence: 'Apache License 2.0' },
  { key: 'fonts', source: 'https://fonts.google.com/noto', licence: 'SIL Open Font License 1.1' },
  { key: 'tiles', source: 'https://www.openstreetmap.org/copyright', licence: 'ODbL 1.0' },
] as const;
