import { fc } from "@fast-check/vitest";
import * as Arbitrary from "effect/Arbitrary";
import * as Effect from "effect/Effect";
import type * as Schema from "effect/Schema";

/** Options of `arbFromSchema`. */
export interface ArbFromSchemaOptions {
  /**
   * Bounds each string, array and record that effect grows (effect's local complexity scale): replies nest lists in
   * lists, and a small size keeps a thousand runs quick.
   */
  readonly size?: number;
  /**
   * Keys whose numbers are prices: the API sends money as a decimal with two places, and a Schema's `Finite` alone
   * would give amounts like 1e300 that no price holds, which a rule on minor units rightly refuses.
   */
  readonly money?: readonly string[];
}

const isPlainRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null &&
  typeof value === "object" &&
  (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/** A decimal with two places below a million, picked by any finite number. */
const asPrice = (value: number): number => Math.round((Math.abs(value) % 1_000_000) * 100) / 100;

/**
 * A key JSON writes with an escape (a backslash, a quote, a control character, a lone surrogate). V8 in Node 24.21
 * misreads such keys: once `JSON.parse` has built an object whose key in some place holds a backslash, a later object
 * with an escaped key in the same place can come back with the earlier key (`{"": 1, "\\": 2}` read first, then
 * `{"": 1, "\udc00": 2}` reads as `{"": 1, "\\": 2}`; Node 20 reads it right). The laws' JSON round trip then
 * fails on the platform, not on the Schema, and only when another value in the same worker (any test file) held such
 * a key. Generated records leave these keys out.
 */
const misreadByV8 = (key: string): boolean => JSON.stringify(key) !== `"${key}"`;

/**
 * The value as a JSON reply carries it: JSON has no negative zero and no key holding `undefined` (a Schema's optional
 * key may hold one), so a generated value would otherwise be one that no reply holds.
 */
const asJsonCarriesIt = (value: unknown, money: ReadonlySet<string>, key = ""): unknown => {
  if (typeof value === "number") return money.has(key) ? asPrice(value) : Object.is(value, -0) ? 0 : value;
  if (Array.isArray(value)) return value.map((item) => asJsonCarriesIt(item, money, key));
  if (isPlainRecord(value))
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name, item]) => item !== undefined && !misreadByV8(name))
        .map(([name, item]) => [name, asJsonCarriesIt(item, money, name)]),
    );
  return value;
};

/**
 * A fast-check arbitrary of a Schema's decoded values, derived by effect from the Schema itself, so that core's tests
 * need no hand-written generator per reply and cannot drift from the Schema they check.
 *
 * fast-check draws a seed and effect builds the value from it, so a failing run replays from fast-check's seed;
 * shrinking only tries other seeds (effect's generator has no fast-check shrinker).
 *
 * @example test.prop([arbFromSchema(HotelRate, { money: ["amount"] })])("prices", (rate) => …)
 */
export const arbFromSchema = <S extends Schema.Top>(
  schema: S,
  { size = 3, money = [] }: ArbFromSchemaOptions = {},
): fc.Arbitrary<S["Type"]> => {
  const derived = Arbitrary.schema(schema);
  const moneyKeys = new Set(money);
  return fc.integer().map((seed) => {
    const [value] = Effect.runSync(Arbitrary.sampleEffect(derived, { count: 1, seed, size }));
    return asJsonCarriesIt(value, moneyKeys) as S["Type"];
  });
};
