import { describe, expect, it } from "vitest";
import { schemaLaws } from "../../api/test/schemaLaws.js";
import { arbFromSchema } from "../../test/arbFromSchema.js";
import {
  AdminHotelCitiesReply,
  AdminHotelReply,
  AdminSaveHotelReply,
  AdminSaveHotelRequest,
  adminHotelEndpoint,
  adminSaveHotelEndpoint,
  adminUploadHotelImageEndpoint,
} from "./adminHotelsApi.js";

const content = {
  descriptions: { es: "<p><b>Piscina</b></p><ul><li>Spa</li></ul>", en: "<p>Pool</p>", pt: "" },
  rating: 4,
  amenities: ["icon-pool"],
  gallery: ["/images/hotels/100001/1.jpg", "/images/uploads/5f1c.jpg"],
  videos: ["https://youtu.be/dQw4w9WgXcQ"],
};
const hotel = {
  id: "100001",
  name: "Hotel Plaza Mayor",
  cityCode: "MAD",
  content,
  images: [{ url: "/images/uploads/5f1c.jpg", thumbnailUrl: "/images/uploads/5f1c.thumb.jpg" }],
  icons: [{ name: "Piscina", className: "icon-pool" }],
};
const entry = {
  id: "9",
  at: "2026-12-02T10:15:00.000Z",
  who: "admin",
  module: "hotels",
  target: "100001",
  targetName: "Hotel Plaza Mayor",
  field: "rating",
  before: "3",
  after: "4",
  undoOf: null,
  undoneBy: null,
};

const size = { size: 4 };
schemaLaws("AdminHotelCitiesReply", AdminHotelCitiesReply, arbFromSchema(AdminHotelCitiesReply, size), [
  { done: true, cities: [{ code: "MAD", name: "Madrid" }] },
]);
schemaLaws("AdminHotelReply", AdminHotelReply, arbFromSchema(AdminHotelReply, size), [{ done: true, hotel }]);
schemaLaws("AdminSaveHotelRequest", AdminSaveHotelRequest, arbFromSchema(AdminSaveHotelRequest, size), [{ content }]);
schemaLaws("AdminSaveHotelReply", AdminSaveHotelReply, arbFromSchema(AdminSaveHotelReply, size), [
  { done: true, hotel, entries: [entry] },
]);

describe("the hotels module's paths", () => {
  it("puts the hotel's id in one segment", () => {
    expect(adminHotelEndpoint.path("100001")).toBe("/api/admin/hotels/100001");
    expect(adminSaveHotelEndpoint.path("1/2")).toBe("/api/admin/hotels/1%2F2");
    expect(adminUploadHotelImageEndpoint.path("100001")).toBe("/api/admin/hotels/100001/images");
  });
});
