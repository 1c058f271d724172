// @ts-check
// Node, CommonJS: `require()` of the ES module package (Node's require(esm): Node 22.12 and later, 24).
const { formatMoney, money, buildHotelResultsUrl, hotelResultsOptionsDefault } = require("@travesia/core");
const { Result } = require("effect");
const core = require("@travesia/core");

const url = buildHotelResultsUrl({
  destination: { _tag: "DestinationCode", id: "982" },
  checkIn: Result.getOrThrow(core.parseCalendarDate("2027-03-01")),
  checkOut: Result.getOrThrow(core.parseCalendarDate("2027-03-08")),
  rooms: Result.getOrThrow(core.parseOccupancy("2-1:7")),
  options: hotelResultsOptionsDefault,
});
console.log(JSON.stringify({ url, price: formatMoney(money(123456, "USD"), "es", "US$") }));
