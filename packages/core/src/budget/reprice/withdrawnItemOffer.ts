import * as Result from "effect/Result";
import type { BudgetItem } from "../../api/budget.js";
import { parseOccupancy } from "../../occupancy/occupancy.js";
import { parseDestinationId } from "../../routes/destinationId.js";
import { buildHotelRelatedRatesUrl } from "../../routes/hotelRateQueryUrls.js";
import { budgetItemHeading } from "../itemDates/budgetItemHeading.js";
import type { RepriceAlternative } from "./repriceLines.js";

/**
 * What 'Actualizar precios' offers for an item no longer sold. Spec 001 §1 and §2: related rates are a portal
 * switch ("relatedRates"), and a rate's related rates are the results page with `baseRate={rate id}`.
 */
export type WithdrawnItemOffer =
  /** The portal's related-rates switch is off: the agent is told plainly that no alternative is offered. */
  | { readonly _tag: "RelatedRatesOff" }
  /**
   * The re-quote's alternatives to the rate, and the related-rates results page of a hotel rate whose search the
   * item holds (destination, check-in and check-out, rooms); at least one of the two is there.
   */
  | {
      readonly _tag: "Alternatives";
      readonly alternatives: readonly RepriceAlternative[];
      readonly relatedRatesUrl: string | null;
    }
  /** The switch is on, yet the supplier offered none and no related-rates search can be built from the item. */
  | { readonly _tag: "NoAlternatives" };

/** The related-rates results URL of a withdrawn hotel rate, when the item holds its whole search; else null. */
const relatedRatesUrlOf = (item: BudgetItem | undefined): string | null => {
  if (item?.product !== "hotel" || item.rateId === undefined || item.destinationId === undefined) return null;
  const { from, to } = budgetItemHeading(item);
  const destination = parseDestinationId(item.destinationId);
  const rooms = parseOccupancy(item.occupancy ?? "");
  if (from === null || to === null || Result.isFailure(destination) || Result.isFailure(rooms)) return null;
  return buildHotelRelatedRatesUrl(
    { destination: destination.success, checkIn: from, checkOut: to, rooms: rooms.success },
    item.rateId,
  );
};

/**
 * What to offer for a withdrawn item: nothing but a plain word when the portal's related-rates switch is off; else
 * the re-quote's alternatives and, for a hotel rate, its related-rates results page.
 *
 * @example withdrawnItemOffer(item, [], false) // { _tag: "RelatedRatesOff" }
 * @example withdrawnItemOffer({ id: "1", product: "house" }, [], true) // { _tag: "NoAlternatives" }
 */
export const withdrawnItemOffer = (
  item: BudgetItem | undefined,
  alternatives: readonly RepriceAlternative[],
  relatedRates: boolean,
): WithdrawnItemOffer => {
  if (!relatedRates) return { _tag: "RelatedRatesOff" };
  const relatedRatesUrl = relatedRatesUrlOf(item);
  return alternatives.length === 0 && relatedRatesUrl === null
    ? { _tag: "NoAlternatives" }
    : { _tag: "Alternatives", alternatives, relatedRatesUrl };
};
