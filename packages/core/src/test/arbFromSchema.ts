import { fc } from "@fast-check/vitest";
import * as Arbitrary from "effect/Arbitrary";
import * as Effect from "effect/Effect";
import type * as Schema from "effect/Schema";

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === "object" &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** JSON has no negative zero: a reply's `-0` arrives as `0`, so a generated one would be a value no reply holds. */
const asJsonCarriesIt = (value: unknown): unknown => {
  if (Object.is(value, -0)) return 0;
  if (Array.isArray(value)) return value.map(asJsonCarriesIt);
  if (isPlainRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, asJsonCarriesIt(item)]));
  return value;
};

/**
 * A fast-check arbitrary of a Schema's decoded values, derived by effect from the Schema itself, so that core's tests
 * need no hand-written generator per reply and cannot drift from the Schema they check.
 *
 * fast-check draws a seed and effect builds the value from it, so a failing run replays from fast-check's seed;
 * shrinking only tries other seeds (effect's generator has no fast-check shrinker). `size` bounds each string,
 * array and record that effect grows: replies nest lists in lists, and a small size keeps a thousand runs quick.
 *
 * @example test.prop([arbFromSchema(HotelRate)])("decodes", (rate) => expect(decode(rate)).toEqual(Result.succeed(rate)))
 */
export const arbFromSchema = <S extends Schema.Top>(schema: S, size = 3): fc.Arbitrary<S["Type"]> => {
  const derived = Arbitrary.schema(schema);
  return fc.integer().map((seed) => {
    const [value] = Effect.runSync(Arbitrary.sampleEffect(derived, { count: 1, seed, size }));
    return asJsonCarriesIt(value) as S["Type"];
  });
};
