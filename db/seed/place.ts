import { eq, sql } from 'drizzle-orm';
import type { Db } from '../client';
import * as t from '../schema';
import { changePoints } from '../../mock-server/services/points';
import { REWARDS } from '../../src/shared/constants';
import { seedPlaces } from './data';
import type { SeedMenu, SeedPlace } from './data/types';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { insertSeedPlace } from './rows';

const HOUR = 60 * 60 * 1000;
const m = (nameKo: string, nameJa: string, price: number): SeedMenu => ({ nameKo, nameJa, price });

/**
 * More real places around the quick tags, so each of the four areas has enough to cluster
 * (41 around the four with the base data). Hours and prices are typical values for a demo.
 */
export const EXTRA_PLACES: SeedPlace[] = [
  {
    key: 'shake-shack-gangnam',
    area: 'gangnam',
    theme: 'food',
    kind: 'burger',
    nameKo: '쉐이크쉑 강남점',
    nameJa: 'シェイクシャック 江南店',
    nameEn: 'Shake Shack Gangnam',
    lat: 37.5021,
    lng: 127.0254,
    addressKo: '서울 서초구 강남대로 452',
    addressJa: 'ソウル特別市瑞草区江南大路452',
    phone: null,
    openTime: '10:30',
    closeTime: '22:00',
    closedDays: [],
    infoKo: '뉴욕에서 온 버거 브랜드의 한국 1호점입니다. 강남역과 신논현역 사이에 있어요.',
    infoJa: 'ニューヨーク発のバーガーブランドの韓国1号店です。江南駅と新論峴駅の間にあります。',
    menus: [
      m('쉑버거', 'シャックバーガー', 8900),
      m('스모크쉑', 'スモークシャック', 10900),
      m('크링클컷 프라이', 'クリンクルカットフライ', 4900),
      m('바닐라 쉐이크', 'バニラシェイク', 6900),
    ],
    color: '#1F7A4D',
  },
  {
    key: 'bongeunsa',
    area: 'gangnam',
    theme: 'history',
    kind: 'temple',
    photos: ['bukchon-eaves'],
    nameKo: '봉은사',
    nameJa: '奉恩寺',
    nameEn: 'Bongeunsa Temple',
    lat: 37.515,
    lng: 127.0573,
    addressKo: '서울 강남구 봉은사로 531',
    addressJa: 'ソウル特別市江南区奉恩寺路531',
    phone: '02-3218-4800',
    openTime: '05:00',
    closeTime: '22:00',
    closedDays: [],
    infoKo: '코엑스 맞은편, 빌딩 숲 한가운데 있는 천년 고찰입니다. 거대한 미륵대불이 유명해요.',
    infoJa: 'COEXの向かい、ビル街の真ん中にある千年の古刹です。巨大な弥勒大仏が有名です。',
    menus: [m('템플스테이 (당일 체험)', 'テンプルステイ(日帰り体験)', 50000)],
    color: '#8C5A2B',
  },
  {
    key: 'ttukseom-hangang-park',
    area: 'seongsu',
    theme: 'nature',
    kind: 'waterside',
    nameKo: '뚝섬한강공원',
    nameJa: 'トゥクソム漢江公園',
    nameEn: 'Ttukseom Hangang Park',
    lat: 37.5292,
    lng: 127.0669,
    addressKo: '서울 광진구 강변북로 139',
    addressJa: 'ソウル特別市広津区江辺北路139',
    phone: '02-3780-0521',
    openTime: null,
    closeTime: null,
    closedDays: [],
    infoKo: '자양역(뚝섬유원지역) 바로 앞 한강공원입니다. 여름엔 수영장, 저녁엔 치킨과 함께 피크닉을 즐겨요.',
    infoJa: '紫陽駅(トゥクソム遊園地駅)すぐ前の漢江公園です。夏はプール、夜はチキンと一緒にピクニックを楽しめます。',
    menus: [m('수영장 입장 (성인)', 'プール入場(大人)', 5000), m('자전거 대여 (1시간)', 'レンタサイクル(1時間)', 3000)],
    color: '#2F7FB5',
  },
  {
    key: 'n-seoul-tower',
    area: 'myeongdong',
    theme: 'nature',
    kind: 'observatory',
    photos: ['hero-seoul'],
    nameKo: 'N서울타워',
    nameJa: 'Nソウルタワー',
    nameEn: 'N Seoul Tower',
    lat: 37.5512,
    lng: 126.9882,
    addressKo: '서울 용산구 남산공원길 105',
    addressJa: 'ソウル特別市龍山区南山公園キル105',
    phone: '02-3455-9277',
    openTime: '10:00',
    closeTime: '23:00',
    closedDays: [],
    infoKo: '남산 정상의 전망 타워입니다. 명동에서 케이블카로 올라갈 수 있고, 사랑의 자물쇠가 유명해요.',
    infoJa: '南山の頂上にある展望タワーです。明洞からケーブルカーで上がれて、愛の南京錠が有名です。',
    menus: [m('전망대 입장 (성인)', '展望台入場(大人)', 21000), m('전망대 입장 (어린이)', '展望台入場(子ども)', 17000)],
    color: '#3C4F8F',
  },
  {
    key: 'lotte-department-main',
    area: 'myeongdong',
    theme: 'shopping',
    kind: 'mall',
    nameKo: '롯데백화점 본점',
    nameJa: 'ロッテ百貨店 本店',
    nameEn: 'Lotte Department Store Main',
    lat: 37.5647,
    lng: 126.9817,
    addressKo: '서울 중구 남대문로 81',
    addressJa: 'ソウル特別市中区南大門路81',
    phone: '02-771-2500',
    openTime: '10:30',
    closeTime: '20:00',
    closedDays: [],
    infoKo: '을지로입구역과 연결된 대형 백화점입니다. 지하 식품관과 K-뷰티 매장이 인기예요.',
    infoJa: '乙支路入口駅に直結した大型百貨店です。地下の食品館とKビューティー売り場が人気です。',
    menus: [m('식품관 도시락', '食品館のお弁当', 12000), m('한과 선물 세트', '韓菓ギフトセット', 35000)],
    color: '#B3262E',
  },
];

/** Comments by community members, in the language each writes in (nicknames of data/users.ts). */
const COMMENTS: Array<{ place: string; author: string; contents: string }> = [
  {
    place: 'myeongdong-kyoja',
    author: '먹방수진',
    contents: '칼국수 국물이 진하고 마늘 김치가 정말 맛있어요. 점심엔 줄이 길어요!',
  },
  {
    place: 'myeongdong-kyoja',
    author: 'さくら旅',
    contents: 'カルグクスがとても美味しかったです。回転が早いので並んでもすぐ入れました。',
  },
  { place: 'myeongdong-cathedral', author: '산책러', contents: '저녁 미사 시간에 조용히 들러 보세요. 야경도 예뻐요.' },
  { place: 'myeongdong-cathedral', author: 'ソウル好き', contents: '明洞の真ん中なのにとても静かで落ち着きます。' },
  { place: 'onion-seongsu', author: '카페유랑', contents: '팡도르가 시그니처예요. 오전에 가야 자리가 있어요.' },
  {
    place: 'onion-seongsu',
    author: 'ゆいの韓国',
    contents: '工場跡のような雰囲気が素敵でした。パンドーロは必食です！',
  },
  { place: 'seoul-forest', author: '한강러버', contents: '주말 아침 산책 코스로 최고입니다. 사슴도 볼 수 있어요.' },
  { place: 'gyeongbokgung', author: 'まりこ', contents: '韓服を着ると入場無料でした。守門将交代式も見られます。' },
  { place: 'gyeongbokgung', author: '여행하는곰', contents: '야간 개장 때 경회루가 정말 아름다워요.' },
  { place: 'five-guys-gangnam', author: 'minjun', contents: '땅콩 무료라 좋아요. 감자튀김 양이 많으니 나눠 드세요.' },
  {
    place: 'itaewon-world-food-street',
    author: 'ハナコ',
    contents: 'いろんな国の料理が食べられて楽しいです。夜は賑やか！',
  },
  { place: 'gwangjang-market', author: '골목탐험', contents: '빈대떡이랑 마약김밥은 꼭 드세요.' },
  { place: 'n-seoul-tower', author: 'もも太郎', contents: '夕暮れ時に行くと夜景への変化が見られておすすめです。' },
];

/** Places the demo accounts have bookmarked, so the bookmarked list is not empty at first look. */
const DEMO_BOOKMARKS = ['myeongdong-kyoja', 'onion-seongsu', 'gyeongbokgung'];

/**
 * The place part of the demo, after the base places and users exist: a few more places, comments
 * (credited like real ones, so the ledger stays whole) and the demo accounts' bookmarks.
 */
export function seedPlaceActivity(db: Db, now: number): void {
  db.transaction((tx) => seedActivity(tx, now));
}

function seedActivity(tx: Db, now: number): void {
  const placeIds = new Map(
    seedPlaces.map((p) => [
      p.key,
      tx.select({ id: t.places.id }).from(t.places).where(eq(t.places.nameEn, p.nameEn)).get()!.id,
    ]),
  );
  const themeId = (code: string) =>
    tx.select({ id: t.themes.id }).from(t.themes).where(eq(t.themes.code, code)).get()?.id ?? null;
  for (const place of EXTRA_PLACES) placeIds.set(place.key, insertSeedPlace(tx, place, themeId(place.theme), now));
  const userId = (nickname: string) =>
    tx.select({ id: t.users.id }).from(t.users).where(eq(t.users.nickname, nickname)).get()!.id;
  COMMENTS.forEach((c, index) => {
    const placeId = placeIds.get(c.place)!;
    const author = userId(c.author);
    const createdAt = now - (COMMENTS.length - index) * 5 * HOUR;
    const commentId = tx
      .insert(t.placeComments)
      .values({ placeId, userId: author, contents: c.contents, createdAt })
      .returning({ id: t.placeComments.id })
      .get().id;
    tx.update(t.places)
      .set({ commentCount: sql`${t.places.commentCount} + 1` })
      .where(eq(t.places.id, placeId))
      .run();
    changePoints(tx, author, REWARDS.comment, 'placeComment', createdAt, commentId);
  });
  for (const account of DEMO_ACCOUNTS) {
    const id = userId(account.nickname);
    DEMO_BOOKMARKS.forEach((key, index) => {
      const placeId = placeIds.get(key)!;
      tx.insert(t.placeBookmarks)
        .values({ placeId, userId: id, createdAt: now - (index + 1) * HOUR })
        .run();
      tx.update(t.places)
        .set({ bookmarkCount: sql`${t.places.bookmarkCount} + 1` })
        .where(eq(t.places.id, placeId))
        .run();
    });
  }
}
