/** The list with the item at `index` moved by `by` places (kept inside the list). */
export function move<T>(items: T[], index: number, by: number): T[] {
  const to = Math.max(0, Math.min(items.length - 1, index + by));
  const next = items.slice();
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item!);
  return next;
}
