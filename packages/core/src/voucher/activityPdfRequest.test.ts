import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { activityPdfRequest } from "./activityPdfRequest.js";

const arbItem = fc.record(
  {
    product: fc.constantFrom("activity", "hotel", "transfer"),
    rateId: fc.string(),
    parameters: fc.dictionary(fc.constantFrom("canonicalId", "date", "children"), fc.string()),
  },
  { requiredKeys: ["product"] },
);

describe("activityPdfRequest", () => {
  test.prop([arbItem], { numRuns: 1000 })(
    "only activity items with an id; the id is the url's third segment",
    (item) => {
      const request = activityPdfRequest(item);
      const id = (item.parameters?.canonicalId ?? item.rateId ?? "").trim();
      if (item.product !== "activity" || id === "") {
        expect(request).toBeNull();
        return;
      }
      expect(request?.canonicalId).toBe(id);
      const segments = (request?.url ?? "").split("/").map(decodeURIComponent);
      expect(segments.slice(0, 4)).toEqual(["", "activities", "detail", id]);
      expect(segments[4] ?? "").toBe(item.parameters?.date ?? "");
    },
  );

  it("builds the activity's address with its date", () => {
    expect(activityPdfRequest({ product: "activity", rateId: "ACT-9", parameters: { date: "20270402" } })).toEqual({
      url: "/activities/detail/ACT-9/20270402",
      canonicalId: "ACT-9",
    });
  });
});
