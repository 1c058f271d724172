/**
 * The inventory's only source of randomness: a small seeded generator (mulberry32) and a string hash (FNV-1a) to
 * derive one independent stream per thing (a city's hotels, a hotel's rates for one stay, a route's flights).
 * `Math.random` is never used, so the same seed always builds the same world.
 */

/** A deterministic random stream: each call gives the next float in [0, 1). */
export type Rng = () => number;

/**
 * mulberry32: a 32-bit generator with a full 2^32 period, good enough for demo data and very fast.
 *
 * @example const rng = mulberry32(42); rng(); // 0.6011037519201636 on every run
 */
export const mulberry32 = (seed: number): Rng => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * FNV-1a 32-bit hash of the parts joined by `|`: turns a seed plus a key into a stream seed.
 *
 * @example hashParts(1, "hotels", "BUE") // the same number on every run
 */
export const hashParts = (...parts: readonly (string | number)[]): number => {
  let hash = 0x811c9dc5;
  const text = parts.join("|");
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** A stream for one key under a world seed. */
export const rngFor = (seed: number, ...key: readonly (string | number)[]): Rng => mulberry32(hashParts(seed, ...key));

/** An integer in [min, max], both included. */
export const intBetween = (rng: Rng, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

/** One item of a non-empty list. */
export const pick = <T>(rng: Rng, items: readonly T[]): T => {
  if (items.length === 0) throw new Error("pick: empty list");
  return items[Math.floor(rng() * items.length)] as T;
};

/** True with the given probability. */
export const chance = (rng: Rng, probability: number): boolean => rng() < probability;

/** Up to `count` distinct items of a list, in list order. */
export const sample = <T>(rng: Rng, items: readonly T[], count: number): T[] => {
  const chosen = new Set<number>();
  const wanted = Math.min(count, items.length);
  while (chosen.size < wanted) chosen.add(Math.floor(rng() * items.length));
  return [...chosen].sort((a, b) => a - b).map((index) => items[index] as T);
};
