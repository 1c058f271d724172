import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { circuitBudgetItem } from "../circuit/circuitBudgetItem.js";
import { CIRCUIT_ROOM_CODES } from "../circuit/circuitCodes.js";
import { parseCircuitDetailUrl } from "../circuit/circuitDetailUrl.js";
import { arbCircuitMonth } from "../circuit/test/arbitraries.js";
import { formatRoom } from "../occupancy/occupancy.js";
import { arbTransferSearch } from "../transfer/test/arbitraries.js";
import { transferBudgetParameters } from "../transfer/transferBudgetItem.js";
import { parseTransferSearchUrl } from "../transfer/transferResultsUrl.js";
import { activityPdfRequest } from "./activityPdfRequest.js";
import { budgetItemPdfRequest } from "./budgetItemPdfRequest.js";

describe("budgetItemPdfRequest", () => {
  test.prop([arbTransferSearch, fc.string({ minLength: 1, maxLength: 20 }).filter((id) => id.trim() !== "")], {
    numRuns: 1000,
  })("a transfer's PDF names its search, which reads back, and its offer", (search, rateId) => {
    const pdf = budgetItemPdfRequest({
      product: "transfer",
      rateId,
      parameters: transferBudgetParameters(search),
      occupancy: formatRoom(search.passengers),
    });
    expect(pdf?.product).toBe("transfer");
    expect(pdf?.request.canonicalId).toBe(rateId);
    expect(parseTransferSearchUrl(pdf?.request.url ?? "")).toEqual(Result.succeed(search));
  });

  test.prop(
    [
      fc.stringMatching(/^C\d{1,3}$/),
      arbCircuitMonth,
      fc.integer({ min: 1, max: 28 }),
      fc.array(fc.constantFrom(...CIRCUIT_ROOM_CODES), { minLength: 1, maxLength: 3 }),
    ],
    { numRuns: 1000 },
  )(
    "a circuit's PDF names its detail page for the departure's month and party, and the departure",
    (id, month, day, rooms) => {
      const item = circuitBudgetItem(id, `${month}-${String(day).padStart(2, "0")}`, rooms);
      const pdf = budgetItemPdfRequest(item);
      expect(pdf?.request.canonicalId).toBe(item.rateId);
      const route = parseCircuitDetailUrl(pdf?.request.url ?? "");
      expect(Result.isSuccess(route) && route.success).toMatchObject({ circuitId: id, month, rooms: rooms.length });
      expect(pdf?.request.url.endsWith(`?rooms=${rooms.join(",")}`)).toBe(true);
    },
  );

  test.prop(
    [
      fc.record(
        {
          product: fc.constantFrom("activity", "transfer", "circuit", "hotel"),
          rateId: fc.string(),
          parameters: fc.dictionary(fc.string(), fc.string()),
          occupancy: fc.string(),
        },
        { requiredKeys: ["product"] },
      ),
    ],
    { numRuns: 1000 },
  )("never throws; an activity's is spec 002's; a hotel has none here", (item) => {
    const pdf = budgetItemPdfRequest(item);
    if (item.product === "hotel") expect(pdf).toBeNull();
    if (item.product === "activity") expect(pdf?.request ?? null).toEqual(activityPdfRequest(item));
  });

  it("an item without a rate id has no PDF", () => {
    expect(budgetItemPdfRequest({ product: "circuit", parameters: { rooms: "double" } })).toBeNull();
  });
});
