import { Faker, en } from '@faker-js/faker';

// A private Faker instance keeps the seeded fixtures independent of the global `faker` the generated handlers use.

export function seededFaker(seed: number): Faker {
  const instance = new Faker({ locale: [en] });
  instance.seed(seed);
  return instance;
}

/** mulberry32: a tiny seeded generator for hot paths (the bulk ads, chaos draws); returns [0, 1). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
