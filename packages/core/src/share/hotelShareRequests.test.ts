import { fc, test } from "@fast-check/vitest";
import * as Result from "effect/Result";
import { describe, expect, it } from "vitest";
import { parseCalendarDate } from "../dates/index.js";
import { parseOccupancy } from "../occupancy/index.js";
import { buildHotelDetailUrl, parseHotelDetailUrl } from "../routes/accommodationDetailUrl.js";
import { listToggle } from "../search/listToggle.js";
import { SHARE_EMAIL_FORM_DEFAULTS } from "../validation/shareEmailForm.js";
import {
  HOTEL_PDF_MAX_RATES,
  hotelDetailRouteOf,
  hotelPdfMultiRequest,
  hotelPdfRequest,
  hotelPdfSelectionReady,
  hotelShareEmailRequest,
} from "./hotelShareRequests.js";

const must = <A>(result: Result.Result<A, unknown>): A => {
  if (Result.isFailure(result)) throw new Error("test data does not parse");
  return result.success;
};
const route = {
  destination: { _tag: "DestinationCode", id: "MAD" } as const,
  checkIn: must(parseCalendarDate("2027-01-02")),
  checkOut: must(parseCalendarDate("2027-01-05")),
  rooms: must(parseOccupancy("2-1:7")),
};
const target = { hotelName: "Plaza", hotelId: "12", hotelUrl: "https://t.example/h", tripadvisor: true };

describe("hotel share requests", () => {
  it("points at the hotel's detail page for the stay, with the cluster's request code", () => {
    const hotel = { name: "Hotel Ñandú", hotelDetailId: "12", destination: { code: "X", requestCode: "MAD1" } };
    expect(buildHotelDetailUrl(hotelDetailRouteOf(hotel, route))).toBe(
      "/hotel/details/hotel-nandu/12/2027-01-02/2027-01-05/2-1:7/MAD1",
    );
    expect(hotelDetailRouteOf({ name: "A", hotelDetailId: "3" }, route).destinationRequestCode).toBe("MAD");
  });

  it("leaves blank addresses out of the mail and names the hotel", () => {
    expect(hotelShareEmailRequest({ ...SHARE_EMAIL_FORM_DEFAULTS, to: " b@c.com ", body: "Mira" }, target)).toEqual({
      to: "b@c.com",
      subject: "",
      body: "Mira",
      hotelname: "Plaza",
      hotelUrl: "https://t.example/h",
      productId: "12",
      tripadvisor: true,
    });
  });

  it("carries the rates in view on the PDF's detail URL, which still reads as a detail URL", () => {
    const url = buildHotelDetailUrl(hotelDetailRouteOf({ name: "Plaza", hotelDetailId: "12" }, route));
    const request = hotelPdfRequest(url, ["T1", "T2", "T1", ""], false);
    expect(request).toEqual({ url: `${url}?rates=T1%2CT2`, tripadvisor: false });
    expect(Result.isSuccess(parseHotelDetailUrl(request.url))).toBe(true);
    expect(hotelPdfRequest(url, [], true)).toEqual({ url, tripadvisor: true });
  });

  test.prop([fc.array(fc.stringMatching(/^[A-Za-z0-9_-]{1,12}$/), { maxLength: 30 })], { numRuns: 1000 })(
    "the PDF's rates read back from its URL: each once, in order, at most the limit",
    (ids) => {
      const { url } = hotelPdfRequest("/hotel/details/p/1/2027-01-02/2027-01-05/2-0/MAD?baseRate=B", ids, false);
      const rates = /[?&]rates=([^&]*)/.exec(url)?.[1];
      const expected = [...new Set(ids)].slice(0, HOTEL_PDF_MAX_RATES);
      expect(rates === undefined ? [] : decodeURIComponent(rates).split(",")).toEqual(expected);
    },
  );

  test.prop([fc.array(fc.constantFrom("1", "2", "3", "4"), { maxLength: 12 })], { numRuns: 1000 })(
    "toggling picks each hotel once and twice drops it; the multi PDF names each once",
    (clicks) => {
      const selection = clicks.reduce(listToggle<string>, [] as readonly string[]);
      expect(new Set(selection).size).toBe(selection.length);
      for (const id of ["1", "2", "3", "4"]) {
        expect(selection.includes(id)).toBe(clicks.filter((click) => click === id).length % 2 === 1);
      }
      expect(hotelPdfSelectionReady(selection)).toBe(selection.length > 0);
      expect(hotelPdfMultiRequest("/r", [...selection, ...selection], true).id_h).toEqual(selection);
    },
  );
});
