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

const BANDS: readonly string[] = ORDER;

/**
 * Writes a price's lines as a budget item parameter (ours): `band:count:unitMinor:totalMinor` joined by `,`, in band
 * order (a line's total is written, not recomputed: children of one band may pay different bands' amounts).
 *
 * @example formatActivityPriceLines(price.lines) // "adult:2:4000:8000,child:2:2000:4000"
 */
export const formatActivityPriceLines = (lines: readonly ActivityPriceLine[]): string =>
  lines.map((line) => `${line.band}:${line.count}:${line.unit.minor}:${line.total.minor}`).join(",");

/**
 * Reads {@link formatActivityPriceLines}' text back in `currency`, or null when any line does not read. Never throws.
 *
 * @example parseActivityPriceLines("adult:2:4000:8000", "USD") // [{ band: "adult", count: 2, unit: 4000 USD, total: 8000 USD }]
 */
export const parseActivityPriceLines = (text: string, currency: string): ActivityPriceLine[] | null => {
  if (typeof text !== "string" || text === "") return null;
  const lines: ActivityPriceLine[] = [];
  for (const item of text.split(",")) {
    const match = /^(\w+):([1-9]\d{0,2}):(0|[1-9]\d{0,14}):(0|[1-9]\d{0,14})$/.exec(item);
    const band = match?.[1] ?? "";
    if (match === null || !BANDS.includes(band)) return null;
    lines.push({
      band: band as ActivityPriceLine["band"],
      count: Number(match[2]),
      unit: money(Number(match[3]), currency),
      total: money(Number(match[4]), currency),
    });
  }
  return lines;
};
