import fc from "fast-check";

type ArbRecord = Record<string, fc.Arbitrary<unknown>>;
type Values<R extends ArbRecord> = { [K in keyof R]: R[K] extends fc.Arbitrary<infer T> ? T : never };

/**
 * A record arbitrary whose `optional` keys are sometimes absent, as Schema.optional fields are in replies.
 *
 * @example arbStruct({ id: fc.string() }, { note: fc.string() }) // { id: "a" } or { id: "a", note: "b" }
 */
export const arbStruct = <R extends ArbRecord, O extends ArbRecord>(
  required: R,
  optional: O,
): fc.Arbitrary<Values<R> & Partial<Values<O>>> =>
  fc
    .tuple(fc.record(required), fc.record(optional, { requiredKeys: [] }))
    .map(([present, maybe]) => ({ ...present, ...maybe }) as Values<R> & Partial<Values<O>>);

/** A short identifier, as ids, codes and hashes look in replies. */
export const arbApiId: fc.Arbitrary<string> = fc.stringMatching(/^[A-Za-z0-9]{1,10}$/);

/** A short human text (names, labels, descriptions), any characters. */
export const arbApiText: fc.Arbitrary<string> = fc.string({ maxLength: 24 });

/** A decimal amount with 2 decimals, as the API sends money. */
export const arbApiDecimal: fc.Arbitrary<number> = fc.integer({ min: 0, max: 100_000_000 }).map((cents) => cents / 100);

/** A signed decimal with 2 decimals (differences). */
export const arbApiSignedDecimal: fc.Arbitrary<number> = fc
  .integer({ min: -100_000_000, max: 100_000_000 })
  .map((cents) => cents / 100 + 0);

/** A count (quantities, pages). */
export const arbApiCount: fc.Arbitrary<number> = fc.nat({ max: 10_000 });

/** An ISO 4217 currency code. */
export const arbCurrencyCode: fc.Arbitrary<string> = fc.constantFrom("ARS", "USD", "EUR", "BRL", "CLP", "UYU", "MXN");

/** A calendar date `YYYY-MM-DD`. */
export const arbApiDate: fc.Arbitrary<string> = fc
  .record({
    y: fc.integer({ min: 2024, max: 2030 }),
    m: fc.integer({ min: 1, max: 12 }),
    d: fc.integer({ min: 1, max: 28 }),
  })
  .map(({ y, m, d }) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`);

/** A flight time `YYYYMMDDTHHmm` (spec 000 §9). */
export const arbApiFlightTime: fc.Arbitrary<string> = fc
  .tuple(arbApiDate, fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([date, h, m]) => `${date.replaceAll("-", "")}T${String(h).padStart(2, "0")}${String(m).padStart(2, "0")}`);

/** A URL or site path. */
export const arbApiUrl: fc.Arbitrary<string> = fc.oneof(
  fc.webUrl(),
  arbApiId.map((id) => `/img/${id}.jpg`),
);

/** Latitude/longitude. */
export const arbApiGeo: fc.Arbitrary<{ latitude: number; longitude: number }> = fc.record({
  latitude: fc.integer({ min: -90_000_000, max: 90_000_000 }).map((n) => n / 1_000_000),
  longitude: fc.integer({ min: -180_000_000, max: 180_000_000 }).map((n) => n / 1_000_000),
});
