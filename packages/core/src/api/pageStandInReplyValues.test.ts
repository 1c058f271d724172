import { describe, expect, it } from "vitest";
import { jsonReply } from "../test/pageReplies.js";
import type { PageFirstReply } from "./pageFirstReplies.js";
import { pageStandInReplyValues } from "./pageStandInReplyValues.js";
import { sampleHotelCluster } from "./test/hotelSamples.js";

const HOTEL_PAGE = "/hotel/details/hotel-alvear/HD-77/2027-01-12/2027-01-15/2-0/BUE";
const HOUSE_PAGE = "/house/details/hotel-alvear/HD-77/2027-01-12/2027-01-15/2-0/PDP";

const reply = (path: string, json: unknown, status = 200): PageFirstReply =>
  jsonReply(path.includes("catalog") ? "GET" : "POST", path, json, status);

const search = (path: string, cluster: object = sampleHotelCluster) => reply(path, { done: true, hotels: [cluster] });

describe("pageStandInReplyValues", () => {
  it("a hotel's detail page: the searched hotel's name and address, and the catalogue's stars over its rating", () => {
    expect(pageStandInReplyValues(HOTEL_PAGE, [search("/api/v1/hotels/search")])).toEqual({
      name: "Hotel Alvear",
      stars: "★★★★★",
      address: "Av. Alvear 1891, Recoleta, Buenos Aires",
      recommendation: "very-good",
      badge: "Muy recomendado",
      reviewImage: "https://ta.example/4.5.png",
      reviews: "1243 opiniones",
      ...{ photo1: "https://img.example/alvear/1.jpg", photo2: "", photo3: "", photo4: "", photo5: "", photo6: "" },
    });
    const catalog = reply("/api/v1/hotels/catalog/HD-77", {
      done: true,
      detail: { hotelDescriptions: [], amenities: [], imageLinks: [{ imageURL: "/c/1.jpg" }], stars: 3 },
    });
    const withCatalog = pageStandInReplyValues(HOTEL_PAGE, [catalog, search("/api/v1/hotels/search")]);
    expect(withCatalog.stars).toBe("★★★");
    // The gallery's photos as the page shows them: the catalogue's over the search's.
    expect(withCatalog.photo1).toBe("/c/1.jpg");
  });

  it("writes the label and the reviews in the page's language, and leaves empty what the hotel lacks", () => {
    const english = pageStandInReplyValues(HOTEL_PAGE, [search("/api/v1/hotels/search")], "en");
    expect([english.badge, english.reviews]).toEqual(["Highly recommended", "1243 reviews"]);
    const bare = { ...sampleHotelCluster, recommendation: undefined, tripAdvisor: undefined, rating: undefined };
    expect(pageStandInReplyValues(HOTEL_PAGE, [search("/api/v1/hotels/search", bare)], "pt")).toMatchObject({
      stars: "",
      recommendation: "",
      badge: "",
      reviewImage: "",
      reviews: "",
    });
  });

  it("a house's detail page: the house as its search lists it", () => {
    const house = pageStandInReplyValues(HOUSE_PAGE, [search("/api/v1/houses/search")]);
    expect([house.name, house.photo1, house.photo2]).toEqual(["Hotel Alvear", "https://img.example/alvear/1.jpg", ""]);
  });

  it("none when the search failed, does not decode, lacks the hotel or offers it disabled, or for another page", () => {
    expect(pageStandInReplyValues(HOTEL_PAGE, [{ ...search("/api/v1/hotels/search"), status: 500 }])).toEqual({});
    expect(pageStandInReplyValues(HOTEL_PAGE, [reply("/api/v1/hotels/search", { hotels: "none" })])).toEqual({});
    expect(pageStandInReplyValues(HOTEL_PAGE, [{ ...search("/api/v1/hotels/search"), text: "<html>" }])).toEqual({});
    expect(
      pageStandInReplyValues(HOTEL_PAGE, [
        search("/api/v1/hotels/search", { ...sampleHotelCluster, hotelDetailId: "X" }),
      ]),
    ).toEqual({});
    expect(
      pageStandInReplyValues(HOTEL_PAGE, [search("/api/v1/hotels/search", { ...sampleHotelCluster, disabled: true })]),
    ).toEqual({});
    expect(pageStandInReplyValues(HOTEL_PAGE, [search("/api/v1/houses/search")])).toEqual({});
    expect(pageStandInReplyValues("/mybudgets", [search("/api/v1/hotels/search")])).toEqual({});
  });
});
