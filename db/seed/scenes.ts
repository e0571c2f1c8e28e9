import type { Prng } from './data/prng';

/*
 * Seoul drawn with plain SVG shapes on a 640 x 480 canvas: no text, so no picture depends on a font.
 * Each scene takes the item's colour and a seeded generator, so pictures differ per post and place
 * but are the same on every run.
 */

export type Scene = 'palace' | 'hanok' | 'tower' | 'river' | 'skyline' | 'food' | 'cafe' | 'market' | 'gift';
export type TimeOfDay = 'day' | 'dusk' | 'night';

export interface Paint {
  /** The item's colour (a #rrggbb), used for the accents. */
  accent: string;
  time: TimeOfDay;
  rng: Prng;
}

const SKIES: Record<TimeOfDay, [string, string]> = {
  day: ['#8ec5ff', '#e8f4ff'],
  dusk: ['#f08a6c', '#ffd9a8'],
  night: ['#141d3b', '#3b4a7c'],
};
const W = 640;
const H = 480;

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

/** The sky with the sun, or the moon and a few stars. */
export function sky({ time, rng }: Paint): string {
  const [top, bottom] = SKIES[time];
  const x = rng.int(80, 560);
  const body =
    time === 'night'
      ? circle(x, 80, 26, '#f6f1d5') +
        Array.from({ length: 7 }, () =>
          circle(rng.int(10, 630), rng.int(10, 200), 2, '#fff', ' fill-opacity=".8"'),
        ).join('')
      : circle(x, time === 'dusk' ? 170 : 90, time === 'dusk' ? 44 : 34, time === 'dusk' ? '#ffb35c' : '#fff3b0');
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/><stop offset="1" stop-color="${bottom}"/></linearGradient></defs>` +
    rect(0, 0, W, H, 'url(#sky)') +
    body
  );
}

/** A ridge of mountains (Seoul is ringed by them), the given height above the baseline. */
function ridge(rng: Prng, base: number, height: number, fill: string): string {
  const peaks = Array.from(
    { length: 5 },
    (_, i) => `${i * 160 - 40 + rng.int(0, 60)} ${base - height + rng.int(0, Math.round(height / 2))}`,
  );
  return path(`M0 ${base} L${peaks.join(' L')} L${W} ${base} Z`, fill);
}

/** Lit windows for buildings, as one pattern, so a skyline stays a few hundred bytes. */
function windows(id: string, time: TimeOfDay): string {
  const lit = time === 'day' ? '#cfe3f5' : '#ffd66b';
  return `<pattern id="${id}" width="16" height="18" patternUnits="userSpaceOnUse">${rect(4, 4, 8, 9, lit, time === 'day' ? ' fill-opacity=".7"' : '')}</pattern>`;
}

function buildings(p: Paint, base: number, count: number, maxHeight: number, id: string): string {
  const { rng, time } = p;
  const shade = time === 'night' ? '#27314f' : time === 'dusk' ? '#6b4f63' : '#5a6b84';
  let x = -10;
  let out = `<defs>${windows(id, time)}</defs>`;
  for (let i = 0; i < count && x < W; i++) {
    const w = rng.int(40, 80);
    const h = rng.int(Math.round(maxHeight / 3), maxHeight);
    out += rect(x, base - h, w, h, shade) + rect(x + 4, base - h + 8, w - 8, h - 12, `url(#${id})`);
    x += w + rng.int(2, 10);
  }
  return out;
}

/** A Korean red pine: a crooked trunk under flat layers of needles. */
function pine(x: number, base: number, height: number): string {
  const layers = [0.95, 0.75, 0.55]
    .map(
      (f, i) =>
        `<ellipse cx="${x + (i % 2 ? 12 : -10)}" cy="${Math.round(base - height * f)}" rx="${34 - i * 6}" ry="14" fill="#2f5d3a"/>`,
    )
    .join('');
  return (
    path(
      `M${x - 5} ${base} Q${x + 12} ${base - height / 2} ${x - 4} ${base - height} L${x + 4} ${base - height} Q${x + 20} ${base - height / 2} ${x + 5} ${base} Z`,
      '#8a4b2e',
    ) + layers
  );
}

/** N Seoul Tower on Namsan: the one silhouette that says "Seoul". */
function namsanTower(x: number, base: number, scale: number, hill: string, time: TimeOfDay): string {
  const s = (n: number) => Math.round(n * scale);
  const tower = time === 'night' ? '#e9eefc' : '#f4f4f4';
  return (
    path(`M${x - s(200)} ${base} Q${x} ${base - s(150)} ${x + s(200)} ${base} Z`, hill) +
    path(
      `M${x - s(9)} ${base - s(72)} L${x - s(5)} ${base - s(250)} L${x + s(5)} ${base - s(250)} L${x + s(9)} ${base - s(72)} Z`,
      tower,
    ) +
    rect(x - s(22), base - s(262), s(44), s(22), tower, ` rx="${s(8)}"`) +
    rect(x - s(16), base - s(256), s(32), s(6), time === 'night' ? '#5aa7ff' : '#8c99a8') +
    rect(x - s(2), base - s(320), s(4), s(60), '#c9ced6')
  );
}

const DRAW: Record<Scene, (p: Paint) => string> = {
  palace(p) {
    const { rng, accent } = p;
    const roof = '#3c4148';
    const eave = rng.int(26, 40);
    const pines = Array.from({ length: rng.int(1, 3) }, () =>
      pine(rng.pick([rng.int(10, 90), rng.int(550, 630)]), 400, rng.int(110, 170)),
    ).join('');
    return (
      sky(p) +
      ridge(rng, 390, 240, '#5f8a6a') +
      rect(0, 380, W, 100, '#d9cdb6') +
      pines +
      rect(110, 300, 420, 90, '#b9ab95') +
      [190, 320, 450]
        .map((cx) => path(`M${cx - 34} 390 L${cx - 34} 345 A34 34 0 0 1 ${cx + 34} 345 L${cx + 34} 390 Z`, '#3a2f2a'))
        .join('') +
      rect(140, 230, 360, 70, '#a8372b') +
      [160, 230, 300, 370, 440, 470].map((x) => rect(x, 232, 10, 68, '#7e241c')).join('') +
      rect(140, 226, 360, 10, '#2f7d6b') +
      path(`M${120 - eave} ${200 + eave / 3} Q320 170 ${520 + eave} ${200 + eave / 3} L500 232 L140 232 Z`, roof) +
      path(`M190 150 Q320 125 450 150 L470 180 Q320 160 170 180 Z`, roof) +
      rect(200, 176, 240, 20, '#a8372b') +
      rect(270, 196, 100, 22, accent, ' rx="3"')
    );
  },
  hanok(p) {
    const { rng, accent } = p;
    const houses = [0, 1, 2]
      .map((i) => {
        const x = i * 230 - 40 + rng.int(0, 30);
        const y = 250 + rng.int(-20, 30);
        return (
          path(
            `M${x - 20} ${y} Q${x + 110} ${y - 30} ${x + 240} ${y} L${x + 220} ${y + 28} L${x} ${y + 28} Z`,
            '#3d434b',
          ) +
          rect(x + 10, y + 28, 200, 120, '#f3ede1') +
          rect(x + 10, y + 28, 200, 10, '#6b4a32') +
          [0, 1, 2]
            .map((k) => rect(x + 30 + k * 60, y + 58, 44, 60, '#e8dcc4', ' stroke="#6b4a32" stroke-width="4"'))
            .join('')
        );
      })
      .join('');
    const treeX = rng.int(60, 580);
    return (
      sky(p) +
      ridge(rng, 300, 120, '#7fa07a') +
      houses +
      rect(0, 400, W, 80, '#b8a98f') +
      rect(0, 380, W, 24, '#8d7f6a') +
      rect(treeX - 6, 300, 12, 90, '#6b4a32') +
      circle(treeX, 290, 48, '#4f7d45') +
      Array.from({ length: 6 }, () => circle(treeX + rng.int(-36, 36), 290 + rng.int(-30, 30), 6, accent)).join('')
    );
  },
  tower(p) {
    const { rng, time } = p;
    const x = rng.int(220, 420);
    return (
      sky(p) +
      ridge(rng, 420, 90, time === 'night' ? '#1e2a3f' : '#7c9c79') +
      namsanTower(x, 440, 1, time === 'night' ? '#24344c' : '#5b8a57', time) +
      buildings(p, 480, 14, 90, 'tw')
    );
  },
  river(p) {
    const { rng, time, accent } = p;
    const water = time === 'night' ? '#1f3358' : time === 'dusk' ? '#e09b86' : '#5f9fd0';
    const deck = 300;
    const arches = Array.from({ length: 6 }, (_, i) => rect(i * 120 + 40, deck, 14, 60, '#8d96a3')).join('');
    const fountain =
      time === 'day'
        ? ''
        : Array.from({ length: 6 }, (_, i) =>
            path(
              `M${i * 110 + 30} ${deck + 12} q30 40 70 80`,
              'none',
              ` stroke="${['#ff6b6b', '#ffd166', '#06d6a0', '#4cc9f0', '#b388ff', accent][i]}" stroke-width="5" stroke-opacity=".8"`,
            ),
          ).join('');
    return (
      sky(p) +
      namsanTower(rng.int(380, 560), 250, 0.55, time === 'night' ? '#22304a' : '#6f9a6c', time) +
      buildings(p, 250, 16, 70, 'rv') +
      rect(0, 250, W, 230, water) +
      Array.from({ length: 8 }, () =>
        rect(rng.int(0, 600), rng.int(380, 470), rng.int(30, 80), 3, '#fff', ' fill-opacity=".35" rx="1.5"'),
      ).join('') +
      rect(0, deck - 12, W, 16, '#b4bcc7') +
      arches +
      fountain
    );
  },
  skyline(p) {
    const { rng, time, accent } = p;
    const tx = rng.int(420, 560);
    const spire = time === 'night' ? '#cfd8ea' : '#e9eef3';
    return (
      sky(p) +
      ridge(rng, 330, 110, time === 'night' ? '#1d2740' : '#8aa5b8') +
      path(`M${tx - 34} 480 L${tx - 12} 90 L${tx} 60 L${tx + 12} 90 L${tx + 34} 480 Z`, spire) +
      path(`M${tx - 4} 480 L${tx} 60 L${tx + 34} 480 Z`, '#000', ' fill-opacity=".08"') +
      buildings(p, 480, 12, 260, 'sk') +
      rect(0, 470, W, 10, accent)
    );
  },
  food(p) {
    const { rng, accent } = p;
    const toppings = ['#4f9a3e', '#f08a24', '#c0392b', '#7a4a2a', '#e9d36b', '#5d3a8a'];
    const cx = 300 + rng.int(-20, 40);
    const wedges = toppings
      .map((color, i) => {
        const a0 = (i * Math.PI) / 3 + rng.next() * 0.2;
        const a1 = a0 + Math.PI / 3 - 0.08;
        const pt = (a: number) => `${Math.round(cx + 120 * Math.cos(a))} ${Math.round(240 + 120 * Math.sin(a))}`;
        return path(`M${cx} 240 L${pt(a0)} A120 120 0 0 1 ${pt(a1)} Z`, color);
      })
      .join('');
    const sides = [
      [90, 110],
      [90, 380],
      [560, 400],
    ].map(([x, y]) => circle(x!, y!, 52, '#f4f1ea') + circle(x!, y!, 38, rng.pick(['#c0392b', '#4f9a3e', '#e9b949'])));
    return (
      rect(0, 0, W, H, '#b07a4f') +
      rect(0, 0, W, H, accent, ' fill-opacity=".12"') +
      Array.from({ length: 6 }, (_, i) => rect(0, i * 80 + 38, W, 4, '#8a5a36', ' fill-opacity=".5"')).join('') +
      circle(cx, 250, 168, '#000', ' fill-opacity=".18"') +
      circle(cx, 240, 165, '#2e2b2a') +
      circle(cx, 240, 140, '#f7f3ea') +
      wedges +
      circle(cx, 240, 40, '#fff') +
      circle(cx, 240, 20, '#f6b72b') +
      sides.join('') +
      rect(540, 60, 14, 260, '#c9a227', ' rx="7" transform="rotate(12 547 190)"') +
      rect(575, 60, 14, 260, '#c9a227', ' rx="7" transform="rotate(12 582 190)"')
    );
  },
  cafe(p) {
    const { rng, accent } = p;
    const outside = buildings({ ...p, time: p.time }, 280, 10, 180, 'cf');
    return (
      sky(p) +
      outside +
      rect(0, 0, W, 40, '#6b4a32') +
      rect(0, 0, 30, 300, '#6b4a32') +
      rect(610, 0, 30, 300, '#6b4a32') +
      rect(310, 0, 20, 300, '#6b4a32') +
      rect(0, 280, W, 200, '#d8b48a') +
      rect(0, 280, W, 14, '#8a5a36') +
      path(`M230 300 L250 420 Q300 440 350 420 L370 300 Z`, accent) +
      rect(228, 292, 144, 14, '#fff', ' rx="7"') +
      path(`M370 320 q40 10 30 50 q-6 20 -34 24`, 'none', ' stroke="#fff" stroke-width="10"') +
      path('M200 430 Q300 460 400 430 L410 438 Q300 475 190 438 Z', '#f4efe6') +
      [270, 300, 330]
        .map((x) =>
          path(
            `M${x} 280 q-14 -22 0 -44 q14 -22 0 -44`,
            'none',
            ` stroke="#fff" stroke-opacity=".7" stroke-width="6" stroke-linecap="round"`,
          ),
        )
        .join('') +
      circle(500 + rng.int(0, 40), 420, 34, '#f2c48d') +
      circle(510 + rng.int(0, 30), 410, 12, '#9a5b2e')
    );
  },
  market(p) {
    const { rng, accent } = p;
    const stalls = [0, 1, 2, 3]
      .map((i) => {
        const x = i * 165 - 10;
        const stripe = i % 2 === 0 ? accent : '#e63946';
        return (
          rect(x, 190, 150, 180, '#f0e2c8') +
          path(`M${x - 8} 200 L${x + 158} 200 L${x + 142} 150 L${x + 8} 150 Z`, stripe) +
          [0, 1, 2]
            .map((k) =>
              path(
                `M${x + 8 + k * 46} 150 L${x + 31 + k * 46} 150 L${x + 28 + k * 50} 200 L${x + k * 50} 200 Z`,
                '#fff',
                ' fill-opacity=".65"',
              ),
            )
            .join('') +
          Array.from({ length: 7 }, (_, k) =>
            circle(
              x + 20 + k * 18,
              300 + rng.int(-6, 6),
              14,
              rng.pick(['#e63946', '#f4a261', '#2a9d8f', '#e9c46a', '#7cb518']),
            ),
          ).join('') +
          rect(x + 6, 312, 138, 58, '#8a5a36')
        );
      })
      .join('');
    const lanterns = Array.from(
      { length: 9 },
      (_, i) =>
        rect(i * 72 + 20, 96 + (i % 2) * 8, 2, 30, '#553') +
        `<ellipse cx="${i * 72 + 21}" cy="${140 + (i % 2) * 8}" rx="16" ry="20" fill="#d62828"/>`,
    ).join('');
    return (
      rect(0, 0, W, H, p.time === 'night' ? '#2b2233' : '#5b4a42') +
      rect(0, 60, W, 8, '#3b302b') +
      path(`M0 60 L${W} 60`, 'none', ' stroke="#3b302b" stroke-width="4"') +
      lanterns +
      stalls +
      rect(0, 370, W, 110, '#9c8f80')
    );
  },
  gift(p) {
    const { rng, accent } = p;
    const cloth = rng.pick(['#e63946', '#2a9d8f', '#f4a261', '#6a4c93', '#ffb5a7', '#3a86ff']);
    const pattern = rng.int(16, 34);
    const dots = Array.from({ length: 18 }, (_, i) =>
      circle(
        (i % 6) * 110 + 40 + (Math.floor(i / 6) % 2) * 55,
        Math.floor(i / 6) * 170 + 60,
        pattern,
        '#fff',
        ' fill-opacity=".18"',
      ),
    ).join('');
    const x = rng.int(230, 410);
    const w = rng.int(110, 150);
    const top = rng.int(200, 250);
    const bundle =
      path(
        `M${x - w} 420 Q${x - w - 10} ${top + 30} ${x - w + 60} ${top} L${x + w - 60} ${top} Q${x + w + 10} ${top + 30} ${x + w} 420 Z`,
        cloth,
        ' stroke="#000" stroke-opacity=".25" stroke-width="4"',
      ) +
      path(`M${x - 70} ${top + 2} Q${x} ${top - 40} ${x + 70} ${top + 2} Z`, '#000', ' fill-opacity=".2"') +
      circle(x, top - 8, 20, cloth) +
      path(`M${x} ${top - 10} q-70 -60 -90 -10 q30 30 90 10 Z`, cloth) +
      path(`M${x} ${top - 10} q70 -60 90 -10 q-30 30 -90 10 Z`, cloth) +
      path(`M${x} ${top - 10} q-70 -60 -90 -10`, 'none', ' stroke="#000" stroke-opacity=".2" stroke-width="4"') +
      Array.from({ length: 3 }, (_, k) =>
        rect(x - 75 + k * 55, top + 80, 40, 8, '#fff', ' fill-opacity=".55" rx="4"'),
      ).join('');
    const side = x > 320 ? rng.int(60, 130) : rng.int(510, 580);
    const extra = rng.chance(0.5)
      ? rect(side - 40, 330, 80, 90, '#f5e6c8') +
        rect(side - 44, 318, 88, 18, accent) +
        rect(side - 6, 318, 12, 102, accent, ' fill-opacity=".7"')
      : path(`M${side - 36} 350 L${side - 28} 420 L${side + 28} 420 L${side + 36} 350 Z`, '#f4efe6') +
        rect(side - 30, 356, 60, 10, '#6a994e') +
        path(`M${side + 36} 362 q22 4 14 28 q-4 10 -16 12`, 'none', ' stroke="#f4efe6" stroke-width="7"');
    return rect(0, 0, W, H, accent) + dots + rect(0, 400, W, 80, '#000', ' fill-opacity=".12"') + bundle + extra;
  },
};

export function drawScene(scene: Scene, paint: Paint): string {
  return DRAW[scene](paint);
}
