// Results-page paths for the bench, built with core's route builders (`buildHotelResultsUrl`, `buildFlightResultsUrl`)
// from the bench's run date, so the dates are always ahead of "today" whichever day the bench runs. Core is loaded
// from the build `npm run bench` makes before the sections that measure it (packages/core/dist), at call time: the
// bench lists its sections (and so this module) before it builds. A test passes core in (its source).
import { existsSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const coreDist = resolve(dirname(fileURLToPath(import.meta.url)), "../../packages/core/dist/index.js");

const loadCore = async () => {
  if (!existsSync(coreDist)) throw new Error("packages/core/dist is missing: build the portal first (npm run build)");
  return import(pathToFileURL(coreDist).href);
};

/** The calendar date `days` after the run date (UTC), through core's date rules. */
const dayAfter = (core, runDate, days) => {
  const today = core.calendarDateFromParts({
    year: runDate.getUTCFullYear(),
    month: runDate.getUTCMonth() + 1,
    day: runDate.getUTCDate(),
  });
  if (today._tag !== "Success") throw new Error(`not a calendar date: ${runDate.toISOString()}`);
  return core.addDaysToCalendarDate(today.success, days);
};

/** Days from the run date to the first day searched: a month ahead, as a person plans a trip. */
const LEAD_DAYS = 30;

/**
 * The hotel results path of a city (a destination code of the demo, e.g. "MAD", "BUE"): 3 nights, one room for two
 * adults, immediate confirmation (what the home box sends), from {@link LEAD_DAYS} days after `runDate`. `given`: a
 * core module to use instead of the build's.
 */
export const hotelResultsPath = async (destination, runDate = new Date(), given = undefined) => {
  const core = given ?? (await loadCore());
  return core.buildHotelResultsUrl({
    destination: { _tag: "DestinationCode", id: destination },
    checkIn: dayAfter(core, runDate, LEAD_DAYS),
    checkOut: dayAfter(core, runDate, LEAD_DAYS + 3),
    rooms: [{ adults: 2, children: 0, ages: [] }],
    options: { ...core.hotelResultsOptionsDefault, availability: "CNF" },
  });
};

/**
 * The hotel detail path (spec 001 §2 `/hotel/details/{slug}/{hotelId}/{checkIn}/{checkOut}/{occupancy}/{code}`) a
 * person opens from the first card of a city's results ({@link hotelResultsPath}) that has at least `minRates` rates:
 * asks the portal's demo API for that search (`portal.postJson(path, body)`, from _server.mjs). A fixed hotel would
 * have no availability on some run dates (the demo leaves 1 hotel in 40 out of each stay) and show an empty rooms tab.
 * `given` as for {@link hotelResultsPath}.
 */
export const hotelDetailPathFromResults = async (portal, destination, runDate = new Date(), minRates = 1, given) => {
  const core = given ?? (await loadCore());
  const url = await hotelResultsPath(destination, runDate, core);
  const route = core.parseHotelResultsUrl(url);
  if (route._tag !== "Success") throw new Error(`the bench's results path does not read back: ${url}`);
  const reply = await portal.postJson("/api/v1/hotels/search", { url });
  if (reply.status !== 200) throw new Error(`the demo's hotel search answered ${reply.status}`);
  const hotel = reply.body.hotels.find((cluster) => cluster.disabled !== true && cluster.rates.length >= minRates);
  if (hotel === undefined) throw new Error(`no hotel of ${destination} with ${minRates} rates or more`);
  const { checkIn, checkOut, rooms } = route.success.route;
  return core.buildHotelDetailUrl({
    slug: core.hotelNameSlug(hotel.name),
    id: hotel.hotelDetailId,
    checkIn,
    checkOut,
    occupancy: rooms,
    destinationRequestCode: destination,
    baseRate: null,
  });
};

/**
 * The flight results path of a round trip (a week away, two adults, any cabin, no stops restriction) from
 * {@link LEAD_DAYS} days after `runDate`; `from` and `to` are `[city name, city id]` of the demo, e.g.
 * `["Buenos Aires", "BUE"]`; `given` as for {@link hotelResultsPath}.
 */
export const flightResultsPath = async (
  [fromName, fromId],
  [toName, toId],
  runDate = new Date(),
  given = undefined,
) => {
  const core = given ?? (await loadCore());
  return core.buildFlightResultsUrl({
    origins: [fromName],
    originIds: [fromId],
    toCityName: toName,
    toCityId: toId,
    departure: dayAfter(core, runDate, LEAD_DAYS),
    returnDate: dayAfter(core, runDate, LEAD_DAYS + 7),
    flexibleDates: false,
    oneWay: false,
    passengers: { adults: 2, children: 0, ages: [] },
    cabin: "ALL",
    stops: [],
    officeId: null,
  });
};

/**
 * The package results path of Buenos Aires–Cancún (the demo's flights and hotels), a week from {@link LEAD_DAYS} days
 * after `runDate`, one room for two adults, the hotel in the destination for the whole stay; `given` as for
 * {@link hotelResultsPath}.
 */
export const packageResultsPath = async (runDate = new Date(), given = undefined) => {
  const core = given ?? (await loadCore());
  return core.buildPackageResultsUrl({
    origins: [{ id: "BUE", name: "Buenos Aires" }],
    toCity: { id: "CUN", name: "Cancún" },
    checkIn: dayAfter(core, runDate, LEAD_DAYS),
    checkOut: dayAfter(core, runDate, LEAD_DAYS + 7),
    rooms: [{ adults: 2, children: 0, ages: [] }],
    differentHotel: null,
    partialHotel: null,
  });
};

/**
 * The bundle results path of 'Explorar nuestras propuestas' (every bundle of the demo, spec 002 §2 `getAllResults`),
 * through core's `bundleResultsUrl`; `given` as for {@link hotelResultsPath}.
 */
export const bundleResultsPath = async (given = undefined) => {
  const core = given ?? (await loadCore());
  return core.bundleResultsUrl({ destinationIds: [], periodIds: [], themeIds: [], all: true });
};

/** Two adults, the party of every path above. */
const TWO_ADULTS = { adults: 2, children: 0, ages: [] };

/**
 * The house results path of Punta del Este (the demo's holiday houses), 3 nights from {@link LEAD_DAYS} days after
 * `runDate`, two adults; `given` as for {@link hotelResultsPath}.
 */
export const houseResultsPath = async (runDate = new Date(), given = undefined) => {
  const core = given ?? (await loadCore());
  return core.buildHouseResultsUrl({
    destinationName: "Punta del Este",
    destination: { _tag: "DestinationCode", id: "PDP" },
    checkIn: dayAfter(core, runDate, LEAD_DAYS),
    checkOut: dayAfter(core, runDate, LEAD_DAYS + 3),
    passengers: TWO_ADULTS,
  });
};

/**
 * The house detail path a person opens from the first house of {@link houseResultsPath} (asked of the running demo,
 * `portal.postJson`, as for {@link hotelDetailPathFromResults}).
 */
export const houseDetailPathFromResults = async (portal, runDate = new Date(), given = undefined) => {
  const core = given ?? (await loadCore());
  const url = await houseResultsPath(runDate, core);
  const reply = await portal.postJson("/api/v1/houses/search", { url });
  if (reply.status !== 200) throw new Error(`the demo's house search answered ${reply.status}`);
  const house = reply.body.hotels.find((cluster) => cluster.disabled !== true);
  if (house === undefined) throw new Error("no house of Punta del Este for the bench's stay");
  return core.buildHouseDetailUrl({
    slug: core.hotelNameSlug(house.name),
    id: house.hotelDetailId,
    checkIn: dayAfter(core, runDate, LEAD_DAYS),
    checkOut: dayAfter(core, runDate, LEAD_DAYS + 3),
    occupancy: [TWO_ADULTS],
    destinationRequestCode: "PDP",
    baseRate: null,
  });
};

/**
 * The new products' results paths, written as their end-to-end tests write them (core reads them back on the page):
 * a transfer from Ezeiza airport to Buenos Aires at 09:30, an activity search in Buenos Aires over a week, Europe's
 * circuits in the month of the first day, all from {@link LEAD_DAYS} days after `runDate`.
 */
export const transferResultsPath = async (runDate = new Date(), given = undefined) => {
  const core = given ?? (await loadCore());
  const day = dayAfter(core, runDate, LEAD_DAYS);
  return `/transfer/results/airport:EZE:Ezeiza/city:BUE:Buenos%20Aires/${day}T0930/2-0/2`;
};

export const activityResultsPath = async (runDate = new Date(), given = undefined) => {
  const core = given ?? (await loadCore());
  return `/activities/results/BUE/${dayAfter(core, runDate, LEAD_DAYS)}/${dayAfter(core, runDate, LEAD_DAYS + 7)}/2/0/0`;
};

export const circuitResultsPath = async (runDate = new Date(), given = undefined) => {
  const core = given ?? (await loadCore());
  return `/circuits/results/europe/${String(dayAfter(core, runDate, LEAD_DAYS)).slice(0, 7)}/3/2`;
};
