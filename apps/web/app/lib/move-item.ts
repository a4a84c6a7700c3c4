// Moving one item of a list up or down by one place: the console's ordered lists (site settings, a plan's
// features, a post's blocks) all move this way, from buttons and the keyboard.

/** A copy of `list` with the item at `index` moved one place up (-1) or down (1). */
export function moveItem<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(index + by, 0, item as T);
  return next;
}
