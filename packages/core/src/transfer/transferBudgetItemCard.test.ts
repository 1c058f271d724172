import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { moneyToDecimal } from "../money/moneyFromDecimal.js";
import { formatRoom } from "../occupancy/occupancy.js";
import { arbTransferOption, arbTransferSearch } from "./test/arbitraries.js";
import { transferBudgetParameters } from "./transferBudgetItem.js";
import { transferBudgetItemCard } from "./transferBudgetItemCard.js";
import { transferPriceView } from "./transferPrice.js";

describe("transferBudgetItemCard", () => {
  test.prop([arbTransferSearch, arbTransferOption], { numRuns: 1000 })(
    "an added offer reads back with its service, vehicle and the price the results page stated",
    (search, option) => {
      const view = transferPriceView(option, search.passengers);
      const card = transferBudgetItemCard({
        product: "transfer",
        parameters: transferBudgetParameters(search, option),
        occupancy: formatRoom(search.passengers),
        price: { amount: moneyToDecimal(view.total), currency: view.total.currency },
      });
      expect(card).toEqual({
        search,
        service: { type: option.serviceType, vehicle: option.vehicle },
        price: { basis: view.basis, units: view.units, unit: view.unit, total: view.total },
      });
    },
  );

  test.prop(
    [
      fc.record(
        {
          product: fc.constantFrom("transfer", "hotel"),
          parameters: fc.dictionary(fc.string(), fc.string()),
          occupancy: fc.string(),
          price: fc.record({ amount: fc.double(), currency: fc.string() }),
        },
        { requiredKeys: ["product"] },
      ),
    ],
    { numRuns: 1000 },
  )("never throws; only transfers have a card", (item) => {
    const card = transferBudgetItemCard(item);
    if (item.product !== "transfer") expect(card).toBeNull();
  });

  it("an item added without the offer's facts still shows its search, without service or price basis", () => {
    const card = transferBudgetItemCard({
      product: "transfer",
      parameters: {
        fromKind: "airport",
        from: "EZE",
        toKind: "city",
        to: "BUE",
        dates: "2027-01-01T1000",
        luggage: "1",
      },
      occupancy: "2-0",
      price: { amount: 40, currency: "USD" },
    });
    expect(card?.service).toBeNull();
    expect(card?.price).toBeNull();
    expect(card?.search.to.name).toBe("BUE");
  });
});
