import * as Result from "effect/Result";
import type { BudgetRequoteReply } from "../../api/budget.js";
import { moneyFromDecimal } from "../../money/moneyFromDecimal.js";
import type { ItemRequote, RepriceAlternative } from "./repriceLines.js";

/**
 * Reads a re-quote reply into core's re-quotes: an available item with a readable price, or a withdrawn one with
 * its readable alternatives. An available item whose price cannot be read is left out (it shows as not re-quoted,
 * never as free).
 *
 * @example itemRequotes({ done: true, quotedAt: "…", quotes: [{ itemId: "1", available: true, price: { amount: 110, currency: "USD" } }] })
 * // [{ _tag: "Available", itemId: "1", price: money(11000, "USD") }]
 */
export const itemRequotes = (reply: BudgetRequoteReply): readonly ItemRequote[] =>
  reply.quotes.flatMap((quote): ItemRequote[] => {
    if (!quote.available) {
      const alternatives = (quote.alternatives ?? []).flatMap((alternative): RepriceAlternative[] => {
        const price = moneyFromDecimal(alternative.price.amount, alternative.price.currency);
        return Result.isSuccess(price)
          ? [{ rateId: alternative.rateId, title: alternative.title, price: price.success }]
          : [];
      });
      return [{ _tag: "Unavailable", itemId: quote.itemId, alternatives }];
    }
    const price = quote.price === undefined ? undefined : moneyFromDecimal(quote.price.amount, quote.price.currency);
    return price !== undefined && Result.isSuccess(price)
      ? [{ _tag: "Available", itemId: quote.itemId, price: price.success }]
      : [];
  });
