/**
 * Builds src/renderer/components/map/outline.json, the offline backdrop of both maps:
 * - South Korea from Natural Earth 1:10m (public domain, via the world-atlas package), simplified;
 * - Seoul's 25 districts (구) from KOSTAT's 2013 census boundaries (southkorea/seoul-maps, Apache
 *   2.0; credited in outline-credits.md beside the output), simplified as one topology so that
 *   neighbouring districts keep sharing their border, each with its names and a label point;
 * - the city as their union, and the Han river as the border between the districts north and south
 *   of it (the census boundaries run down its middle; the maps draw it as wide as the river).
 * Reads the district data from the folder given as argument (the shared data by default); the
 * output is committed, so nothing at run time or in a build needs that folder.
 * Run: node --import tsx scripts/place-outline.ts [path/to/seoul-districts]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import polylabel from 'polylabel';
import { format } from 'prettier';
import { feature, merge, mesh } from 'topojson-client';
import { topology } from 'topojson-server';
import { presimplify, simplify } from 'topojson-simplify';
import type { GeometryCollection, MultiPolygon, Polygon, Topology } from 'topojson-specification';

type Point = [number, number]; // [lng, lat]
type Ring = Point[];

const SOURCE = join(process.argv[2] ?? '../shared/data/seoul-districts', 'seoul_municipalities_geo.json');
const OUTPUT = 'src/renderer/components/map/outline.json';

/**
 * The smallest triangle (Visvalingam's effective area, in square degrees) a district's border
 * keeps: about 10 000 m², a 70 m bump on a 280 m stretch of border: 2 or 3 pixels at zoom 12, where
 * the place map opens on the whole city, 5 at zoom 13, where a district fills a phone's screen.
 * Leaflet drops what a lower zoom cannot show when it draws (its smoothFactor).
 */
const DISTRICT_MIN_AREA = 1e-6;
/** Four decimals: 11 m north-south, 9 m east-west in Seoul. */
const round = ([lng, lat]: Point): Point => [Math.round(lng * 1e4) / 1e4, Math.round(lat * 1e4) / 1e4];
/** Consecutive points that rounding made equal are one point. */
const tidy = (line: Ring): Ring =>
  line.map(round).filter((p, i, all) => i === 0 || p[0] !== all[i - 1]![0] || p[1] !== all[i - 1]![1]);

/** Japanese names of Seoul's districts (as Japanese atlases and the districts' own pages write them). */
const NAMES_JA: Record<string, string> = {
  종로구: '鍾路区',
  중구: '中区',
  용산구: '龍山区',
  성동구: '城東区',
  광진구: '広津区',
  동대문구: '東大門区',
  중랑구: '中浪区',
  성북구: '城北区',
  강북구: '江北区',
  도봉구: '道峰区',
  노원구: '蘆原区',
  은평구: '恩平区',
  서대문구: '西大門区',
  마포구: '麻浦区',
  양천구: '陽川区',
  강서구: '江西区',
  구로구: '九老区',
  금천구: '衿川区',
  영등포구: '永登浦区',
  동작구: '銅雀区',
  관악구: '冠岳区',
  서초구: '瑞草区',
  강남구: '江南区',
  송파구: '松坡区',
  강동구: '江東区',
};

/** KOSTAT numbers the districts north of the Han first (11010 종로구 … 11140 마포구), then the south. */
const northOfTheRiver = (code: string) => Number(code) < 11150;

/** Douglas-Peucker on an open line, tolerance in degrees (the country's coast, drawn whole at zoom 6). */
function simplifyLine(line: Ring, tolerance: number): Ring {
  if (line.length <= 4) return line;
  const keep = new Array<boolean>(line.length).fill(false);
  keep[0] = keep[line.length - 1] = true;
  const stack: Array<[number, number]> = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = line[a]!;
    const [bx, by] = line[b]!;
    let worst = -1;
    let worstDistance = tolerance;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = line[i]!;
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
  return line.filter((_, i) => keep[i]);
}

/** A closed ring starts and ends on one point: split it at the point farthest away, simplify both halves. */
function simplifyRing(ring: Ring, tolerance: number): Ring {
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
  const atlas = JSON.parse(readFileSync('node_modules/world-atlas/countries-10m.json', 'utf8')) as Topology;
  const countries = feature(atlas, atlas.objects.countries as GeometryCollection<{ name: string }>);
  const south = countries.features.find((f) => f.properties.name === 'South Korea')!;
  const polygons = (
    south.geometry.type === 'MultiPolygon'
      ? south.geometry.coordinates
      : [(south.geometry as unknown as { coordinates: Ring[] }).coordinates]
  ) as Ring[][];
  // Islets smaller than ~10 km² vanish at the zoom levels where the whole country shows.
  return polygons.filter((p) => area(p[0]!) > 0.001).map((p) => [tidy(simplifyRing(p[0]!, 0.01))]);
}

interface DistrictProperties {
  code: string;
  name: string;
}

function seoul() {
  const source = JSON.parse(readFileSync(SOURCE, 'utf8')) as GeoJSON.FeatureCollection<
    GeoJSON.Polygon | GeoJSON.MultiPolygon,
    DistrictProperties
  >;
  if (source.features.length !== 25) throw new Error(`${SOURCE}: ${source.features.length} districts, not 25`);
  // One topology: a border two districts share is one arc, simplified once for both.
  const shapes = simplify(
    presimplify(
      topology({ districts: source }, 1e6) as Topology<{ districts: GeometryCollection<DistrictProperties> }>,
    ),
    DISTRICT_MIN_AREA,
  );
  const districts = shapes.objects.districts as GeometryCollection<DistrictProperties>;
  const codeOf = (district: { properties?: object }) => (district.properties as DistrictProperties).code;

  const polygonsOf = (geometry: GeoJSON.Geometry): Ring[][] =>
    (geometry.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry.type === 'MultiPolygon'
        ? geometry.coordinates
        : []) as Ring[][];
  const polygons = (geometry: GeoJSON.Geometry) =>
    polygonsOf(geometry).map((polygon) => polygon.map(tidy).filter((ring) => ring.length >= 4));

  const shapesOf = feature(shapes, districts).features.map((f) => {
    const { code, name } = f.properties;
    const nameJa = NAMES_JA[name];
    if (!nameJa) throw new Error(`No Japanese name for ${name} (${code})`);
    // The point deepest inside the district (its largest part): a label there stays inside it.
    const largest = polygonsOf(f.geometry).sort((a, b) => area(b[0]!) - area(a[0]!))[0]!;
    const label = round(polylabel(largest, 0.0005) as unknown as Point);
    return {
      type: 'Feature',
      properties: { kind: 'district', code, nameKo: name, nameJa, label },
      geometry: { type: 'MultiPolygon', coordinates: polygons(f.geometry) },
    };
  });
  const city = merge(shapes, districts.geometries as Array<Polygon | MultiPolygon>);
  const river = mesh(shapes, districts, (a, b) => a !== b && northOfTheRiver(codeOf(a)) !== northOfTheRiver(codeOf(b)));
  return {
    city: { type: 'MultiPolygon', coordinates: polygons(city) },
    river: { type: 'MultiLineString', coordinates: (river.coordinates as Ring[]).map(tidy) },
    districts: shapesOf.sort((a, b) => a.properties.code.localeCompare(b.properties.code)),
  };
}

const { city, river, districts } = seoul();
const collection = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { kind: 'country', nameKo: '대한민국', nameJa: '韓国' },
      geometry: { type: 'MultiPolygon', coordinates: korea() },
    },
    { type: 'Feature', properties: { kind: 'city', nameKo: '서울특별시', nameJa: 'ソウル特別市' }, geometry: city },
    ...districts,
    { type: 'Feature', properties: { kind: 'river', nameKo: '한강', nameJa: '漢江' }, geometry: river },
  ],
};
const text = JSON.stringify(collection);
writeFileSync(OUTPUT, await format(text, { parser: 'json' }));
const points = text.match(/\[\d+(\.\d+)?,\d+(\.\d+)?\]/g)?.length ?? 0;
console.log(
  `${OUTPUT}: ${collection.features.length} features, ${points} points, ${(text.length / 1024).toFixed(1)} KB`,
);
