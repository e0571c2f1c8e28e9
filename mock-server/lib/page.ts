/**
 * A page of rows read one past its size: the extra row only tells that a next page exists, which
 * starts after the last row kept (its key is the cursor).
 */
export function pageOf<Row extends { id: number }>(
  rows: Row[],
  size: number,
  keyOf = (row: Row): number => row.id,
): { items: Row[]; nextCursor: number | null } {
  const items = rows.slice(0, size);
  return { items, nextCursor: rows.length > size ? keyOf(items.at(-1)!) : null };
}
