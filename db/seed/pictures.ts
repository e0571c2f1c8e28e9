import { createHash } from 'node:crypto';
import { createPrng } from './data/prng';
import { drawScene, type Scene, type TimeOfDay } from './scenes';

export type { Scene } from './scenes';

/** What each scene shows, in both languages: the picture's text alternative, carried inside the file. */
export const SCENE_ALT: Record<Scene, { ko: string; ja: string }> = {
  palace: { ko: '북악산 아래 기와지붕을 인 고궁의 정문 그림', ja: '北岳山のふもとに建つ瓦屋根の王宮の門のイラスト' },
  hanok: { ko: '감나무가 선 한옥 마을의 기와집 그림', ja: '柿の木が立つ韓屋村の瓦屋根の家のイラスト' },
  tower: { ko: '남산 위 N서울타워와 시내 빌딩 그림', ja: '南山の上のNソウルタワーと街のビルのイラスト' },
  river: { ko: '한강 다리와 강 건너 빌딩, 남산타워 그림', ja: '漢江の橋と対岸のビル、南山タワーのイラスト' },
  skyline: { ko: '산으로 둘러싸인 서울 도심의 고층 빌딩 그림', ja: '山に囲まれたソウル都心の高層ビルのイラスト' },
  food: { ko: '돌솥 비빔밥과 반찬이 놓인 식탁 그림', ja: '石焼きビビンバとおかずが並ぶ食卓のイラスト' },
  cafe: { ko: '창밖으로 거리가 보이는 카페의 커피잔 그림', ja: '窓の外に街が見えるカフェのコーヒーカップのイラスト' },
  market: { ko: '등불이 걸린 전통시장의 노점 그림', ja: '提灯が下がる伝統市場の屋台のイラスト' },
  gift: { ko: '보자기로 싼 선물 꾸러미 그림', ja: 'ポジャギで包んだギフトのイラスト' },
};

/** The scenes a theme's pictures take turns at; anything unknown shows the city. */
const THEME_SCENES: Record<string, Scene[]> = {
  cafe: ['cafe', 'hanok', 'cafe', 'skyline'],
  food: ['food', 'market', 'food', 'cafe'],
  shopping: ['market', 'skyline', 'market', 'tower'],
  beauty: ['skyline', 'market', 'gift'],
  'plastic-surgery': ['skyline', 'tower', 'river'],
  rising: ['skyline', 'cafe', 'tower', 'river'],
  kpop: ['skyline', 'tower', 'river'],
  history: ['palace', 'hanok', 'palace', 'market'],
  nature: ['river', 'tower', 'palace', 'hanok'],
  nightlife: ['tower', 'skyline', 'river'],
  art: ['hanok', 'skyline', 'palace'],
  activity: ['river', 'tower', 'skyline'],
  gift: ['gift'],
};

export interface PictureSpec {
  /** A theme code (or 'gift' for the point shop), choosing the scenes. */
  theme: string;
  /** The item's colour, #rrggbb. */
  color: string;
  /** What the picture belongs to (a place key, a post index...), so two items differ. */
  key: string;
  /** Which of the item's pictures: consecutive pictures show different scenes. */
  variant: number;
}

function seedOf(text: string): number {
  return parseInt(createHash('md5').update(text).digest('hex').slice(0, 8), 16);
}

export function sceneOf({ theme, key, variant }: PictureSpec): Scene {
  const scenes = THEME_SCENES[theme] ?? ['skyline', 'river', 'tower'];
  return scenes[(seedOf(key) + variant) % scenes.length]!;
}

/** A deterministic illustration of Seoul for seeded content: shipped as code, so the demo needs no network. */
export function pictureSvg(spec: PictureSpec): string {
  const rng = createPrng(seedOf(`${spec.key}#${spec.variant}`));
  const scene = sceneOf(spec);
  const roll = rng.next();
  const time: TimeOfDay = spec.theme === 'nightlife' || roll > 0.85 ? 'night' : roll > 0.6 ? 'dusk' : 'day';
  const alt = SCENE_ALT[scene];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480" role="img">' +
    `<title lang="ko">${alt.ko}</title><title lang="ja">${alt.ja}</title>` +
    drawScene(scene, { accent: spec.color, time, rng }) +
    '</svg>'
  );
}
