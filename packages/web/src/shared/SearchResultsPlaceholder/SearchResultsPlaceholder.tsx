import {
  type CalendarDate,
  countGuests,
  formatCardDate,
  formatDestinationId,
  type MessageKey,
  type Occupancy,
  parseBundleResultsQuery,
  parseFlightResultsUrl,
  parseHotelResultsUrl,
  parseHouseResultsUrl,
  parsePackageResultsUrl,
  ROUTES,
  type RouteName,
  routerPath,
} from "@travesia/core";
import { Link, useLocation } from "react-router-dom";
import { type Translate, useT } from "../../i18n/LanguageContext";
import styles from "./SearchResultsPlaceholder.module.css";

/** One line of the summary: a label and what the URL says. */
interface SummaryRow {
  readonly label: string;
  readonly value: string;
}

/** What a results URL holds, read back with core's parsers; null when it does not parse. */
interface ParsedSearch {
  readonly productKey: MessageKey;
  readonly rows: readonly SummaryRow[];
}

const date = (value: CalendarDate) => formatCardDate(value);

const roomsRows = (t: Translate, rooms: Occupancy): SummaryRow[] => {
  const guests = countGuests(rooms);
  return [
    { label: t("forms.rooms"), value: t("hotel.summaryRooms", { count: rooms.length }) },
    { label: t("forms.passengers"), value: passengersText(t, guests.adults, guests.children) },
  ];
};

const passengersText = (t: Translate, adults: number, children: number) =>
  children === 0
    ? t("hotel.summaryAdults", { count: adults })
    : `${t("hotel.summaryAdults", { count: adults })}, ${t("hotel.summaryChildren", { count: children })}`;

/** Reads the search a results URL carries (spec 001 §2, spec 002 §2 routes), through core's route parsers. */
const parseSearch = (t: Translate, pathname: string, search: string): ParsedSearch | null => {
  const url = `${pathname}${search}`;
  // The route whose results page this address is: its path up to the first parameter (core's route table).
  const under = (name: RouteName) => pathname.startsWith(routerPath(name, "splat").replace(/\*$/, ""));
  if (under("hotelResults") || under("hotelMilestone")) {
    const parsed = parseHotelResultsUrl(url);
    if (parsed._tag === "Failure") return null;
    const { route } = parsed.success;
    return {
      productKey: "shell.productHotels",
      rows: [
        { label: t("forms.destination"), value: formatDestinationId(route.destination) },
        { label: t("forms.checkIn"), value: date(route.checkIn) },
        { label: t("forms.checkOut"), value: date(route.checkOut) },
        ...roomsRows(t, route.rooms),
      ],
    };
  }
  if (under("houseResults")) {
    const parsed = parseHouseResultsUrl(url);
    if (parsed._tag === "Failure") return null;
    const house = parsed.success;
    return {
      productKey: "shell.productHouses",
      rows: [
        { label: t("forms.destination"), value: house.destinationName },
        { label: t("forms.checkIn"), value: date(house.checkIn) },
        { label: t("forms.checkOut"), value: date(house.checkOut) },
        {
          label: t("house.passengers"),
          value: t("house.passengersCount", { count: house.passengers.adults + house.passengers.children }),
        },
      ],
    };
  }
  if (under("flightResults")) {
    const parsed = parseFlightResultsUrl(url);
    if (parsed._tag === "Failure") return null;
    const flight = parsed.success;
    return {
      productKey: "shell.productFlights",
      rows: [
        { label: t("flight.origins"), value: flight.origins.join(", ") },
        { label: t("flight.destination"), value: flight.toCityName },
        { label: t("flight.departure"), value: date(flight.departure) },
        ...(flight.returnDate === null ? [] : [{ label: t("flight.returnDate"), value: date(flight.returnDate) }]),
        {
          label: t("flight.passengers"),
          value: passengersText(t, flight.passengers.adults, flight.passengers.children),
        },
      ],
    };
  }
  if (under("packageResults")) {
    const parsed = parsePackageResultsUrl(url);
    if (parsed._tag === "Failure") return null;
    const search = parsed.success;
    return {
      productKey: "shell.productFlightHotel",
      rows: [
        { label: t("package.origins"), value: search.origins.map((place) => place.name).join(", ") },
        { label: t("package.destination"), value: search.toCity.name },
        { label: t("forms.checkIn"), value: date(search.checkIn) },
        { label: t("forms.checkOut"), value: date(search.checkOut) },
        ...(search.differentHotel === null
          ? []
          : [{ label: t("package.accommodationCity"), value: search.differentHotel.name }]),
        ...(search.partialHotel === null
          ? []
          : [
              { label: t("package.hotelIn"), value: date(search.partialHotel.checkIn) },
              { label: t("package.hotelOut"), value: date(search.partialHotel.checkOut) },
            ]),
        ...roomsRows(t, search.rooms),
      ],
    };
  }
  if (pathname === ROUTES.bundleResults) {
    const parsed = parseBundleResultsQuery(search);
    if (parsed._tag === "Failure") return null;
    const query = parsed.success;
    return {
      productKey: "shell.productBundles",
      rows: [
        { label: t("bundle.destination"), value: query.destinationIds.join(", ") },
        { label: t("bundle.period"), value: query.periodIds.join(", ") },
        { label: t("bundle.themes"), value: query.themeIds.join(", ") },
      ].filter((row) => row.value !== ""),
    };
  }
  return null;
};

/**
 * Where a home search lands until the results pages exist (later issues): the search the URL carries, read back with
 * core's parsers, and nothing else (no results are made up).
 */
export const SearchResultsPlaceholder = () => {
  const t = useT();
  const { pathname, search } = useLocation();
  const parsed = parseSearch(t, pathname, search);
  return (
    <section className={styles.summary} aria-labelledby="search-summary-title">
      <h1 id="search-summary-title">{t("forms.searchSummaryTitle")}</h1>
      {parsed === null ? (
        <p>{t("forms.searchSummaryUnreadable")}</p>
      ) : (
        <>
          <p className={styles.product}>{t(parsed.productKey)}</p>
          <dl className={styles.rows}>
            {parsed.rows.map((row) => (
              <div key={row.label} className={styles.row}>
                <dt>{row.label}</dt>
                <dd>{row.value}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <Link className={styles.home} to={ROUTES.home}>
        {t("shell.goHome")}
      </Link>
    </section>
  );
};
