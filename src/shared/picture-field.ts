import { z } from 'zod';
import { EVERY_ITEM, type PicturePath } from './pictures';

/** The answer fields that are pictures, marked by `picture()` where the contract declares them. */
const pictureFields = z.registry<{ picture: true }>();

/**
 * An answer field holding a picture's URL (a path on the API host, sized by its fragment; see
 * pictures.ts). The client resolves every such field against the API host in one place
 * (src/renderer/lib/picture-urls.ts), so no screen keeps a list of them.
 */
export const picture = () => z.string().register(pictureFields, { picture: true });

type Schema = z.core.$ZodType;
type Def = { type: string } & Record<string, unknown>;

/** The schemas a value of this schema is made of: by key, for each item, or the value itself. */
function partsOf(schema: Schema): { fields?: Record<string, Schema>; items?: Schema; same?: Schema[] } {
  const def = schema._zod.def as unknown as Def;
  switch (def.type) {
    case 'object':
      return { fields: def.shape as Record<string, Schema> };
    case 'array':
      return { items: def.element as Schema };
    case 'record':
      return { items: def.valueType as Schema };
    case 'pipe':
      return { same: [def.out as Schema] };
    case 'union':
      return { same: def.options as Schema[] };
    case 'intersection':
      return { same: [def.left as Schema, def.right as Schema] };
    case 'lazy':
      return { same: [(def.getter as () => Schema)()] };
    default:
      return { same: 'innerType' in def ? [def.innerType as Schema] : [] };
  }
}

/**
 * Every place an answer of `schema` holds a picture (a field made with `picture()`), computed
 * once where the endpoint is declared; the client's build carries these paths, not the schemas.
 */
export function picturePathsOf(schema: Schema, seen: ReadonlySet<Schema> = new Set()): PicturePath[] {
  if (pictureFields.has(schema)) return [[]];
  if (seen.has(schema)) return [];
  const inside = new Set(seen).add(schema);
  const { fields, items, same } = partsOf(schema);
  const paths = [
    ...Object.entries(fields ?? {}).flatMap(([key, field]) =>
      picturePathsOf(field, inside).map((path) => [key, ...path]),
    ),
    ...(items ? picturePathsOf(items, inside).map((path) => [EVERY_ITEM, ...path]) : []),
    ...(same ?? []).flatMap((part) => picturePathsOf(part, inside)),
  ];
  return [...new Map(paths.map((path) => [path.join('\0'), path])).values()];
}
