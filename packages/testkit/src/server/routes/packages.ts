import {
  buildPackageResultsUrl,
  HOME_FORM_LIMITS,
  PACKAGE_FORM_LIMITS,
  parsePackageResultsUrl,
  parsePackageSearchForm,
  validateOccupancy,
} from "@travesia/core";
import { Result } from "effect";
import { Hono } from "hono";
import {
  demoAlternativeCurrency,
  demoAnswerNext,
  demoBadRequest,
  demoCurrency,
  demoFormEntries,
  demoLanguage,
  demoNotFound,
  demoToday,
} from "../../internal/demoRequest.js";
import { packageDetailFlight, parseFlightOptionId } from "../../internal/flightReplies.js";
import { hotelImageUrl } from "../../internal/hotelReplies.js";
import { PACKAGE_ID, packageSearchProblem, packageSearchReply } from "../../internal/packageSearch.js";
import { badRequest } from "../../internal/requestBody.js";

export { packageId } from "../../internal/packageSearch.js";

import { addDays, dayNumber } from "../../inventory/days.js";
import { carrierName } from "../../inventory/flights.js";
import { demoConvertMinor, minorToDecimal } from "../../inventory/money.js";
import { placeCityOfAirport } from "../../inventory/places.js";
import type { DemoEnv } from "../context.js";
import { scenarioActive } from "../scenario.js";

/**
 * Flight-plus-hotel packages (spec 002 §2, §7): the package search (core's `endpoints.packageSearch`, a call the
 * spec does not show), the package detail and the package search form post, which answers with the results URL
 * (core's `buildPackageResultsUrl`).
 */
export const packageRoutes = new Hono<DemoEnv>()
  .get("/api/v1/flightsHotels/search", (c) => {
    const url = c.req.query("url");
    if (url === undefined || url === "") return demoBadRequest(c, "url", "the package results path is required");
    const parsed = parsePackageResultsUrl(url);
    if (Result.isFailure(parsed)) return demoBadRequest(c, parsed.failure.field, parsed.failure.reason);
    const search = parsed.success;
    const issue = validateOccupancy(search.rooms, PACKAGE_FORM_LIMITS)[0];
    if (issue !== undefined) return demoBadRequest(c, ["rooms", ...issue.path].join("."), issue.key);
    const { inventory } = c.get("demo");
    const today = demoToday(c);
    const problem = packageSearchProblem(inventory, search, today);
    if (problem !== undefined) return demoBadRequest(c, problem.field, problem.reason);
    const currency = demoCurrency(c);
    const reply = packageSearchReply(inventory, search, {
      currency,
      alternativeCurrency: demoAlternativeCurrency(currency),
      language: demoLanguage(c),
      b2b: c.get("user")?.portalType === "B2B",
      today,
    });
    if (scenarioActive(c, "search-empty")) return c.json({ ...reply, flights: [], hotels: [], recommended: null });
    return c.json(reply);
  })
  .get("/flightsHotels/packageDetails/:id", (c) => {
    const id = c.req.param("id");
    const match = PACKAGE_ID.exec(id);
    if (match === null) return demoBadRequest(c, "id", "expected PK{hotelId}-{YYYYMMDD}-{nights}-{origin}-{adults}");
    const [, hotelId = "", year, month, day, nightsText = "1", originCode = "", adultsText = "2"] = match;
    const checkIn = `${year}-${month}-${day}`;
    const nights = Number(nightsText);
    if (addDays(checkIn, 0) !== checkIn || nights < 1) return demoBadRequest(c, "id", "has an impossible date or stay");
    if (dayNumber(checkIn) < dayNumber(demoToday(c))) return demoBadRequest(c, "id", "departs in the past");
    const { inventory } = c.get("demo");
    const hotel = inventory.hotel(hotelId);
    const origin = inventory.city(originCode) ?? placeCityOfAirport(originCode);
    if (hotel === undefined) return demoNotFound(c, "id", `unknown hotel ${hotelId}`);
    if (origin === undefined) return demoNotFound(c, "id", `unknown origin ${originCode}`);
    const destination = inventory.city(hotel.cityCode);
    if (destination === undefined || destination === origin)
      return demoBadRequest(c, "id", "origin and hotel city are the same");
    const checkOut = addDays(checkIn, nights);
    const adults = Number(adultsText);
    const stay = { checkIn, checkOut, rooms: [{ adults, children: 0, ages: [] }] };
    const rate = inventory.ratesOf(hotel, stay)[0];
    // The flight chosen on the results page (`?flight=`, its option ids), else the cheapest economy one. The ids name
    // their own days and airports: a hotel for part of the stay, or in another city, has other dates and places.
    const chosen = (c.req.query("flight") ?? "").split(",").filter((flightId) => flightId !== "");
    const chosenLegs = chosen.map(parseFlightOptionId);
    const outboundLeg = chosenLegs[0];
    const cityAirports = (iata: string) => {
      const city = placeCityOfAirport(iata);
      return (city === undefined ? undefined : (inventory.city(city.code) ?? city))?.airports.map((item) => item.iata);
    };
    const named =
      outboundLeg === undefined || chosenLegs.some((leg) => leg === undefined)
        ? undefined
        : {
            originAirports: cityAirports(outboundLeg.from) ?? [],
            destinationAirports: cityAirports(outboundLeg.to) ?? [],
            dates: chosenLegs.map((leg) => leg?.date ?? ""),
          };
    const solutions = inventory.flights({
      originAirports: named?.originAirports ?? origin.airports.map((airport) => airport.iata),
      destinationAirports: named?.destinationAirports ?? destination.airports.map((airport) => airport.iata),
      dates: named?.dates ?? [checkIn, checkOut],
      cabin: chosen.length === 0 ? "ECO" : "ALL",
      today: demoToday(c),
    });
    const picked = packageDetailFlight(solutions, chosen);
    if (rate === undefined || picked === undefined)
      return demoNotFound(c, "id", "no flights or rates for this package");
    const cheapest = picked.solution;
    const currency = demoCurrency(c);
    const language = demoLanguage(c);
    const flightUsd = (cheapest.adult.fare + cheapest.adult.tax + cheapest.adult.charge) * adults;
    const hotelMinor = demoConvertMinor(rate.totalUsdMinor, currency);
    const flightMinor = demoConvertMinor(flightUsd, currency);
    const outbound = picked.legs[0];
    const legJson = (itinerary: (typeof picked.legs)[number]) => ({
      stops: itinerary.stops,
      segments: itinerary.segments.map((segment) => ({
        from: segment.from,
        to: segment.to,
        flightNumber: `${segment.marketingCarrier}${segment.flightNumber}`,
      })),
    });
    return c.json({
      done: true,
      id,
      checkIn,
      checkOut,
      nights,
      passengers: { adults, children: 0 },
      origin: { id: origin.code, name: origin.name[language] },
      destination: { id: destination.code, name: destination.name[language] },
      serviceHotel: {
        serviceInfo: { any: { HotelSearchRate: { HotelDetailId: hotel.id, tripProductID: rate.tripProductId } } },
        name: hotel.name,
        stars: hotel.stars,
        address: [...hotel.address],
        image: hotelImageUrl(hotel.id, 1),
        board: { code: rate.board.code, name: rate.board.name[language] },
        price: { amount: minorToDecimal(hotelMinor), currency },
      },
      serviceFlight: {
        carrier: { code: cheapest.carrier, name: carrierName(cheapest.carrier) },
        fareFamily: cheapest.family.name,
        stops: outbound?.stops ?? 0,
        segments: (outbound?.segments ?? []).map((segment) => ({
          from: segment.from,
          to: segment.to,
          flightNumber: `${segment.marketingCarrier}${segment.flightNumber}`,
        })),
        legs: picked.legs.map(legJson),
        price: { amount: minorToDecimal(flightMinor), currency },
      },
      price: { amount: minorToDecimal(hotelMinor + flightMinor), currency },
    });
  })
  .post("/search/flightsHotels", async (c) => {
    const form = await demoFormEntries(c);
    if (Result.isFailure(form)) return badRequest(c, form.failure);
    const entries = form.success;
    const parsed = parsePackageSearchForm(entries);
    if (Result.isFailure(parsed)) return demoBadRequest(c, parsed.failure.field, parsed.failure.reason);
    const search = parsed.success;
    const issue = validateOccupancy(search.rooms, { ...HOME_FORM_LIMITS, children: PACKAGE_FORM_LIMITS.children })[0];
    if (issue !== undefined) return demoBadRequest(c, ["rooms", ...issue.path].join("."), issue.key);
    if (dayNumber(String(search.checkIn)) < dayNumber(demoToday(c)))
      return demoBadRequest(c, "search[checkIn]", "is in the past");
    if (dayNumber(String(search.checkOut)) <= dayNumber(String(search.checkIn)))
      return demoBadRequest(c, "search[checkOut]", "must be after check-in");
    const { inventory } = c.get("demo");
    for (const origin of search.origins) {
      if (inventory.city(origin.id) === undefined && placeCityOfAirport(origin.id) === undefined) {
        return demoBadRequest(c, "search[origins]", `unknown origin "${origin.id}"`);
      }
    }
    if (inventory.city(search.toCity.id) === undefined && placeCityOfAirport(search.toCity.id) === undefined) {
      return demoBadRequest(c, "search[to][city_id]", `unknown destination "${search.toCity.id}"`);
    }
    return demoAnswerNext(c, buildPackageResultsUrl(search));
  });
