/**
 * Builds src/renderer/components/map/outline.json, the offline backdrop of both maps:
 * South Korea from Natural Earth 1:10m (public domain, via the world-atlas package), simplified,
 * plus a hand-drawn simplified outline of Seoul split into its 25 districts. The district shapes
 * are approximations (the Voronoi cells of the district offices, clipped to the city outline):
 * enough to orient oneself at a kiosk without network, not a survey.
 * Run: node --import tsx scripts/place-outline.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

type Point = [number, number]; // [lng, lat]
type Ring = Point[];

const round = ([lng, lat]: Point): Point => [Math.round(lng * 10000) / 10000, Math.round(lat * 10000) / 10000];

/** Douglas-Peucker on an open line, tolerance in degrees. */
function simplifyLine(ring: Ring, tolerance: number): Ring {
  if (ring.length <= 4) return ring;
  const keep = new Array<boolean>(ring.length).fill(false);
  keep[0] = keep[ring.length - 1] = true;
  const stack: Array<[number, number]> = [[0, ring.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = ring[a]!;
    const [bx, by] = ring[b]!;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = ring[i]!;
      const length = Math.hypot(bx - ax, by - ay) || 1e-12;
      const distance = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (distance > worstDistance) {
        worst = i;
        worstDistance = distance;
      }
    }
    if (worst >= 0) {
      keep[worst] = true;
      stack.push([a, worst], [worst, b]);
    }
  }
  return ring.filter((_, i) => keep[i]);
}

/** A closed ring starts and ends on one point: split it at the point farthest away, simplify both halves. */
function simplify(ring: Ring, tolerance: number): Ring {
  const [x0, y0] = ring[0]!;
  let far = 0;
  ring.forEach(([x, y], i) => {
    if (Math.hypot(x - x0, y - y0) > Math.hypot(ring[far]![0] - x0, ring[far]![1] - y0)) far = i;
  });
  return [...simplifyLine(ring.slice(0, far + 1), tolerance), ...simplifyLine(ring.slice(far), tolerance).slice(1)];
}

const area = (ring: Ring) =>
  Math.abs(
    ring.reduce((sum, [x1, y1], i) => {
      const [x2, y2] = ring[(i + 1) % ring.length]!;
      return sum + x1 * y2 - x2 * y1;
    }, 0) / 2,
  );

function korea(): Ring[][] {
  const topology = JSON.parse(readFileSync('node_modules/world-atlas/countries-10m.json', 'utf8')) as Topology;
  const countries = feature(topology, topology.objects.countries as GeometryCollection<{ name: string }>);
  const south = countries.features.find((f) => f.properties.name === 'South Korea')!;
  const polygons = (
    south.geometry.type === 'MultiPolygon'
      ? south.geometry.coordinates
      : [(south.geometry as unknown as { coordinates: Ring[] }).coordinates]
  ) as Ring[][];
  // Islets smaller than ~10 km² vanish at the zoom levels where the whole country shows.
  return polygons.filter((p) => area(p[0]!) > 0.001).map((p) => [simplify(p[0]!, 0.01).map(round)]);
}

/** Seoul's boundary, simplified by hand from the city limits (clockwise from the north-west). */
const SEOUL: Ring = (
  [
    [37.68, 126.93],
    [37.695, 126.97],
    [37.7, 127.01],
    [37.69, 127.05],
    [37.695, 127.09],
    [37.655, 127.105],
    [37.62, 127.11],
    [37.58, 127.115],
    [37.56, 127.13],
    [37.56, 127.165],
    [37.55, 127.18],
    [37.53, 127.185],
    [37.505, 127.165],
    [37.475, 127.15],
    [37.46, 127.125],
    [37.45, 127.095],
    [37.435, 127.065],
    [37.43, 127.03],
    [37.43, 127.0],
    [37.445, 126.97],
    [37.435, 126.93],
    [37.438, 126.88],
    [37.47, 126.87],
    [37.48, 126.83],
    [37.49, 126.82],
    [37.51, 126.815],
    [37.53, 126.8],
    [37.55, 126.77],
    [37.58, 126.77],
    [37.585, 126.8],
    [37.575, 126.84],
    [37.585, 126.88],
    [37.61, 126.9],
    [37.64, 126.905],
    [37.66, 126.915],
  ] as Array<[number, number]>
).map(([lat, lng]) => [lng, lat]);

/** District offices: [ko, ja, lat, lng]. */
const DISTRICTS: Array<[string, string, number, number]> = [
  ['종로구', '鍾路区', 37.5735, 126.979],
  ['중구', '中区', 37.5641, 126.9979],
  ['용산구', '龍山区', 37.5324, 126.9907],
  ['성동구', '城東区', 37.5634, 127.0369],
  ['광진구', '広津区', 37.5385, 127.0823],
  ['동대문구', '東大門区', 37.5744, 127.0398],
  ['중랑구', '中浪区', 37.6066, 127.0927],
  ['성북구', '城北区', 37.5894, 127.0167],
  ['강북구', '江北区', 37.6397, 127.0255],
  ['도봉구', '道峰区', 37.6688, 127.0471],
  ['노원구', '蘆原区', 37.6542, 127.0568],
  ['은평구', '恩平区', 37.6027, 126.9291],
  ['서대문구', '西大門区', 37.5791, 126.9368],
  ['마포구', '麻浦区', 37.5663, 126.9019],
  ['양천구', '陽川区', 37.517, 126.8666],
  ['강서구', '江西区', 37.5509, 126.8495],
  ['구로구', '九老区', 37.4954, 126.8874],
  ['금천구', '衿川区', 37.4568, 126.8955],
  ['영등포구', '永登浦区', 37.5264, 126.8962],
  ['동작구', '銅雀区', 37.5124, 126.9393],
  ['관악구', '冠岳区', 37.4784, 126.9516],
  ['서초구', '瑞草区', 37.4837, 127.0324],
  ['강남구', '江南区', 37.5173, 127.0474],
  ['송파구', '松坡区', 37.5145, 127.1059],
  ['강동구', '江東区', 37.5301, 127.1238],
];

const COS = Math.cos((37.55 * Math.PI) / 180);

/** Sutherland-Hodgman: the part of `ring` nearer to `a` than to `b` (distances in local metres-ish). */
function clipNearer(ring: Ring, a: Point, b: Point): Ring {
  const side = ([lng, lat]: Point) => {
    const da = ((lng - a[0]) * COS) ** 2 + (lat - a[1]) ** 2;
    const db = ((lng - b[0]) * COS) ** 2 + (lat - b[1]) ** 2;
    return db - da; // > 0: nearer to a
  };
  const out: Ring = [];
  ring.forEach((current, i) => {
    const previous = ring[(i + ring.length - 1) % ring.length]!;
    const sc = side(current);
    const sp = side(previous);
    if (sc >= 0 !== sp >= 0) {
      const t = sp / (sp - sc);
      out.push([previous[0] + (current[0] - previous[0]) * t, previous[1] + (current[1] - previous[1]) * t]);
    }
    if (sc >= 0) out.push(current);
  });
  return out;
}

const close = (ring: Ring): Ring => [...ring, ring[0]!];
const districts = DISTRICTS.map(([nameKo, nameJa, lat, lng]) => {
  const site: Point = [lng, lat];
  const cell = DISTRICTS.reduce(
    (ring, [, , otherLat, otherLng]) =>
      otherLat === lat && otherLng === lng ? ring : clipNearer(ring, site, [otherLng, otherLat]),
    SEOUL,
  );
  return {
    type: 'Feature',
    properties: { kind: 'district', nameKo, nameJa },
    geometry: { type: 'Polygon', coordinates: [close(cell.map(round))] },
  };
});

const collection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'country', nameKo: '대한민국', nameJa: '韓国' },
      geometry: { type: 'MultiPolygon', coordinates: korea() },
    },
    {
      type: 'Feature',
      properties: { kind: 'city', nameKo: '서울특별시', nameJa: 'ソウル特別市' },
      geometry: { type: 'Polygon', coordinates: [close(SEOUL)] },
    },
    ...districts,
  ],
};
writeFileSync('src/renderer/components/map/outline.json', `${JSON.stringify(collection)}\n`);
console.log(`outline.json: ${collection.features.length} features`);
