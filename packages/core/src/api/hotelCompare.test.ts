import { fc } from "@fast-check/vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import { HotelCompareReply, HotelCompareRequest } from "./hotelCompare.js";
import { schemaLaws } from "./test/schemaLaws.js";

schemaLaws(
  "HotelCompareRequest",
  HotelCompareRequest,
  fc.string().map((url) => ({ url })),
  [{ url: "/hotel/compare/1,2/982/2027-03-01/2027-03-08/2-0" }],
);
schemaLaws("HotelCompareReply", HotelCompareReply, arbFromSchema(HotelCompareReply), [
  {
    done: true,
    currency: "EUR",
    nights: 3,
    hotels: [
      {
        hotelDetailId: "1",
        name: "Hotel Uno",
        stars: 4,
        board: { code: "2", name: "Desayuno" },
        cancellation: { type: "G", freeUntil: "2027-02-20" },
        price: { stay: { amount: 300 }, night: { amount: 100 } },
        taxesIncluded: true,
        amenities: [{ code: "wifi", name: "Wi-Fi" }],
        internal: {
          supplier: { code: "HB", name: "Hotelbeds" },
          net: { amount: 270 },
          commission: { percent: 10, amount: { amount: 30 } },
        },
      },
    ],
  },
]);
