import { fc } from "@fast-check/vitest";
import { describe, it } from "vitest";
import { arbFromSchema } from "../test/arbFromSchema.js";
import {
  AirlineListReply,
  CitiesAirportsReply,
  FindHotelRequest,
  HotelSuggestionListReply,
  IconListReply,
  IndexSaveReply,
  InsertHotelRequest,
  InsertPoiRequest,
  LocationsReply,
  PatternRequest,
  PoiListReply,
  RecentSearchEntry,
  TripAdvisorDetailReply,
} from "./locations.js";
import { expectDecodeFailureAt, schemaLaws } from "./test/schemaLaws.js";

const obelisco = {
  id: "ChIJ1",
  description: "Obelisco de Buenos Aires",
  geo: { latitude: -34.6037, longitude: -58.3816 },
  vicinity: "Av. 9 de Julio",
  types: ["point_of_interest"],
};

schemaLaws("LocationsReply", LocationsReply, arbFromSchema(LocationsReply), [
  [
    {
      label: "Buenos Aires, Argentina",
      value: "BUE",
      type: "city",
      category: "Ciudades",
      name: "Buenos Aires",
      id: "BUE",
      destinationTypeId: "NMO.GBL.PDT.HTL",
    },
  ],
]);
schemaLaws("RecentSearchEntry", RecentSearchEntry, arbFromSchema(RecentSearchEntry), [
  { label: "Madrid", value: "MAD", type: "last" },
]);
schemaLaws("CitiesAirportsReply", CitiesAirportsReply, arbFromSchema(CitiesAirportsReply), [
  [{ id: "1", name: "Mendoza (MDZ)", valueId: "MDZ", destinationTypeId: "NMO.GBL.PDT.AIR" }],
]);
schemaLaws("PoiListReply", PoiListReply, arbFromSchema(PoiListReply), [[obelisco]]);
schemaLaws("AirlineListReply", AirlineListReply, arbFromSchema(AirlineListReply), [
  [{ name: "LATAM", carrierId: "LA" }],
]);
schemaLaws("HotelSuggestionListReply", HotelSuggestionListReply, arbFromSchema(HotelSuggestionListReply), [
  [{ id: "HD-77", hotelName: "Hotel Alvear" }],
]);
schemaLaws("IconListReply", IconListReply, arbFromSchema(IconListReply), [
  [{ name: "Piscina", className: "icon-pool" }],
]);
schemaLaws("PatternRequest", PatternRequest, fc.record({ pattern: fc.string() }), [{ pattern: "lat" }]);
schemaLaws("FindHotelRequest", FindHotelRequest, fc.record({ pattern: fc.string(), destinationId: fc.string() }), [
  { pattern: "alv", destinationId: "BUE" },
]);
schemaLaws("InsertHotelRequest", InsertHotelRequest, arbFromSchema(InsertHotelRequest), [
  { hotel: { id: "HD-77", hotelName: "Hotel Alvear" } },
]);
schemaLaws("InsertPoiRequest", InsertPoiRequest, arbFromSchema(InsertPoiRequest), [{ poi: obelisco }]);
schemaLaws(
  "IndexSaveReply",
  IndexSaveReply,
  fc.record({ done: fc.boolean(), error: fc.string() }, { requiredKeys: ["done"] }),
  [{ done: true }, { done: false, error: "Error Saving document into index" }],
);
schemaLaws("TripAdvisorDetailReply", TripAdvisorDetailReply, arbFromSchema(TripAdvisorDetailReply), [
  { locationId: "305000", imagePath: "https://ta.example/4.5.png", reviews: 1243, rating: 4.5 },
]);

describe("location errors", () => {
  it("refuses a recent search that is not 'last'", () => {
    expectDecodeFailureAt(RecentSearchEntry, { label: "Madrid", value: "MAD", type: "city" }, ["type"]);
  });
  it("names the bad coordinate", () => {
    expectDecodeFailureAt(
      PoiListReply,
      [{ ...obelisco, geo: { latitude: "x", longitude: 1 } }],
      [0, "geo", "latitude"],
    );
  });
});
