import * as Result from "effect/Result";
import type { ActivityPriceBand } from "../api/activity.js";
import { type Money, money } from "../money/money.js";
import type { ActivityParty } from "./activityParty.js";

/** One line of a price: a band, how many take part at it, the unit price and the line's total. */
export interface ActivityPriceLine {
  readonly band: ActivityPriceBand["code"];
  readonly count: number;
  readonly unit: Money;
  readonly total: Money;
}

/** A party's price: a line per band used, in adult, child, infant order, and the total. */
export interface ActivityPrice {
  readonly lines: readonly ActivityPriceLine[];
  readonly total: Money;
}

/** Why a party has no price: the activity has no adult band, or a band's amount is not a whole count of minor units. */
export interface ActivityPriceError {
  readonly _tag: "ActivityPriceError";
  readonly reason: "noAdultBand" | "badAmount";
}

const ORDER: readonly ActivityPriceBand["code"][] = ["adult", "child", "infant"];

/**
 * The band a child of `age` pays: the child or infant band whose ages hold it, else the adult band (a 15-year-old
 * where children are 4–12). Undefined when nothing holds it and there is no adult band.
 */
export const activityBandForAge = (bands: readonly ActivityPriceBand[], age: number): ActivityPriceBand | undefined =>
  bands.find((band) => band.code !== "adult" && band.minAge <= age && age <= band.maxAge) ??
  bands.find((band) => band.code === "adult");

/**
 * The price of a party by age band (the "activity price by age band"): adults at the adult band, each child
 * at the band of its age ({@link activityBandForAge}), infants at the infant band or free when there is none. Sums are
 * integer minor units, so nothing is rounded.
 *
 * @example activityPrice([{ code: "adult", minAge: 13, maxAge: 99, minor: 5000 }, { code: "child", minAge: 4, maxAge: 12, minor: 2500 }], "USD", { adults: 2, childAges: [4, 9], infants: 0 })
 * // Success({ lines: [{ band: "adult", count: 2, … }, { band: "child", count: 2, … }], total: { minor: 15000, currency: "USD" } })
 */
export const activityPrice = (
  bands: readonly ActivityPriceBand[],
  currency: string,
  party: ActivityParty,
): Result.Result<ActivityPrice, ActivityPriceError> => {
  const adult = bands.find((band) => band.code === "adult");
  if (adult === undefined) return Result.fail({ _tag: "ActivityPriceError", reason: "noAdultBand" });
  if (bands.some((band) => !Number.isSafeInteger(band.minor) || band.minor < 0))
    return Result.fail({ _tag: "ActivityPriceError", reason: "badAmount" });
  const infant = bands.find((band) => band.code === "infant");
  const seats: ActivityPriceBand[] = [
    ...Array.from({ length: party.adults }, () => adult),
    ...party.childAges.map((age) => activityBandForAge(bands, age) ?? adult),
  ];
  const lines = ORDER.flatMap((code): ActivityPriceLine[] => {
    const paying = seats.filter((band) => band.code === code);
    const infants = code === "infant" ? party.infants : 0;
    const count = paying.length + infants;
    if (count === 0) return [];
    const unitMinor = paying[0]?.minor ?? infant?.minor ?? 0;
    const totalMinor =
      paying.reduce((sum, band) => sum + band.minor, 0) + infants * (code === "infant" ? (infant?.minor ?? 0) : 0);
    return [{ band: code, count, unit: money(unitMinor, currency), total: money(totalMinor, currency) }];
  });
  const total = lines.reduce((sum, line) => sum + line.total.minor, 0);
  return Result.succeed({ lines, total: money(total, currency) });
};
