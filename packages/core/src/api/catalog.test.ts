import { arbFromSchema } from "../test/arbFromSchema.js";
import {
  BundleSearchOptionsReply,
  BundleTematicsReply,
  FlightParamsConfigReply,
  OfficeIdsReply,
  PackageDetailReply,
  RecommendedOffersReply,
} from "./catalog.js";
import { schemaLaws } from "./test/schemaLaws.js";

schemaLaws("PackageDetailReply", PackageDetailReply, arbFromSchema(PackageDetailReply), [
  { id: "PK-1", serviceHotel: { serviceInfo: { any: { HotelSearchRate: { HotelDetailId: "HD-77" } } } } },
]);
schemaLaws("BundleTematicsReply", BundleTematicsReply, arbFromSchema(BundleTematicsReply), [
  [
    { id: "1", name: "Playa" },
    { id: "2", name: "Nieve" },
  ],
]);
schemaLaws("BundleSearchOptionsReply", BundleSearchOptionsReply, arbFromSchema(BundleSearchOptionsReply), [
  { starred: [{ id: "2026-12", name: "Diciembre 2026" }], all: [{ id: "2027-01", name: "Enero 2027" }] },
]);
schemaLaws("OfficeIdsReply", OfficeIdsReply, arbFromSchema(OfficeIdsReply), [
  { done: true, results: [{ code: "BUEAR0001", name: "Buenos Aires" }] },
]);
schemaLaws("FlightParamsConfigReply", FlightParamsConfigReply, arbFromSchema(FlightParamsConfigReply), [
  {
    error: false,
    config: { allowSupplierSelection: false, calendarMonths: 13, defaultCabin: "ALL", defaultSort: "PRICE:ASC" },
  },
  { error: true },
]);
schemaLaws("RecommendedOffersReply", RecommendedOffersReply, arbFromSchema(RecommendedOffersReply), [
  [
    {
      destinationId: "BUE",
      destinationName: "Buenos Aires",
      title: "Hotel Alvear",
      link: "/hotel/details/hotel-alvear/HD-77/2026-12-01/2026-12-05/2/BUE-AR",
      offer: "15% off",
      rate: { amount: 320.5, currency: "USD" },
      address: "Av. Alvear 1891",
      rating: 5,
      imageFile: "https://img.example/alvear/1.jpg",
      tripAdvisorInfo: { imagePath: "https://ta.example/4.5.png", reviews: 1243 },
    },
  ],
]);
