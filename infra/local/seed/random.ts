/**
 * mulberry32: a tiny seeded generator, small, fast and reproducible, so every fresh
 * local platform gets the same demo data and every benchmark run the same data set.
 */
export function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  /** One of `items`, each as likely as its weight. */
  const weighted = <T>(items: ReadonlyArray<[T, number]>): T => {
    let roll = next() * items.reduce((s, [, w]) => s + w, 0);
    for (const [item, w] of items) if ((roll -= w) < 0) return item;
    return items[items.length - 1][0];
  };
  return { next, int, pick, weighted };
}
