// @ts-check
// What another team's front end does with @travesia/core alone: validate a search form, build the results URL,
// format a price and decode an API reply with core's Schema. Returns plain data so every runtime can compare it.
import {
  buildHotelResultsUrl,
  CurrencyListReply,
  decodeWith,
  formatMoney,
  HOTEL_SEARCH_FORM_DEFAULTS,
  hotelResultsOptionsDefault,
  money,
  parseCalendarDate,
  parseHotelResultsUrl,
  parseOccupancy,
  validateHotelSearchForm,
} from "@travesia/core";
import { Result } from "effect";

const decodeCurrencies = decodeWith(CurrencyListReply);

export const exerciseCore = () => {
  const issues = validateHotelSearchForm({
    ...HOTEL_SEARCH_FORM_DEFAULTS,
    destinationId: "982",
    checkIn: "2027-03-01",
  });

  const checkIn = Result.getOrThrow(parseCalendarDate("2027-03-01"));
  const checkOut = Result.getOrThrow(parseCalendarDate("2027-03-08"));
  const rooms = Result.getOrThrow(parseOccupancy("2-1:7"));
  const url = buildHotelResultsUrl({
    destination: { _tag: "DestinationCode", id: "982" },
    checkIn,
    checkOut,
    rooms,
    options: hotelResultsOptionsDefault,
  });

  const reply = decodeCurrencies({
    done: true,
    results: [{ id: "USD", currencySymbol: "US$", name: "Dólar", defaultCurrency: true }],
  });
  const badReply = decodeCurrencies({ done: true, results: [{ id: 840 }] });

  return {
    issues: issues.map((issue) => `${issue.path.join(".")}: ${issue.key}`),
    url,
    urlRoundTrips: Result.isSuccess(parseHotelResultsUrl(url)),
    price: formatMoney(money(123456, "USD"), "es", "US$"),
    currencies: Result.isSuccess(reply) ? reply.success.results.map((currency) => currency.id) : [],
    badReply: Result.isFailure(badReply) ? `${badReply.failure._tag} at ${badReply.failure.path.join(".")}` : null,
  };
};
