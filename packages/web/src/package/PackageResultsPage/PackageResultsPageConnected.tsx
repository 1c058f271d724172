import {
  buildPackageDetailUrl,
  countGuests,
  type FlightSolution,
  flightCardView,
  flightPriceView,
  type HotelRatePriceContext,
  PACKAGE_SEARCH_FORM_DEFAULTS,
  packageCardHotel,
  packageHotelStayShown,
  packageSearchSummary,
  portalPriceGo,
} from "@travesia/core";
import { useFollowNavigation, usePackageChoice, usePackageResults, usePortalStore } from "@travesia/hooks";
import { memo, useDeferredValue, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router-dom";
import { FlightSolutionCardConnected } from "../../flight/FlightSolutionCard/FlightSolutionCardConnected";
import { HotelResultCard } from "../../hotel/HotelResultCard/HotelResultCard";
import { useT } from "../../i18n/LanguageContext";
import { useWidgetsWaitFor } from "../../shared/primaryContent";
import { PackageSearchBoxLazy } from "../PackageSearchBox/PackageSearchBoxLazy";
import { PackageSelectPanel } from "../PackageSelectPanel/PackageSelectPanel";
import { PackageSummary } from "../PackageSummary/PackageSummary";
import { PackageResultsPage } from "./PackageResultsPage";

/**
 * /flightsHotels/results/… wired to `usePackageResults` (the URL holds the search) and `usePackageChoice` (the
 * recommended combination first, then the visitor's flights and hotel; the total and every variation follow; the
 * package goes to the budget or trip as one product, after which the shared add-to-budget behaviour navigates).
 */
export const PackageResultsPageConnected = () => {
  const { pathname } = useLocation();
  const results = usePackageResults(pathname);
  const { status, error } = results;
  const { search, form, reply, updating } = results.data;
  const shown = useMemo<ShownResults>(
    () => ({ pathname, status, errorKey: error?.key ?? null, search, form, reply, updating }),
    [pathname, status, error?.key, search, form, reply, updating],
  );
  // A reply's page (a score of cards: a long render on a slow CPU) is drawn in the background, in slices that leave
  // the main thread to the browser between them; the page on screen stays until it is ready. Drawn at once, it was
  // one long task that Lighthouse counted as blocking time.
  const deferred = useDeferredValue(shown);
  return <PackageResultsBody shown={deferred} onRetry={results.actions.retry} />;
};

type PackageResultsResult = ReturnType<typeof usePackageResults>;

/** What the page draws of one moment of the search: the URL's and the reply's parts, without the verbs. */
interface ShownResults {
  readonly pathname: string;
  readonly status: PackageResultsResult["status"];
  readonly errorKey: NonNullable<PackageResultsResult["error"]>["key"] | null;
  readonly search: PackageResultsResult["data"]["search"];
  readonly form: PackageResultsResult["data"]["form"];
  readonly reply: PackageResultsResult["data"]["reply"];
  readonly updating: boolean;
}

const PackageResultsBody = memo(function PackageResultsBody({
  shown,
  onRetry,
}: {
  readonly shown: ShownResults;
  readonly onRetry: () => void;
}) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname, search, form, reply } = shown;
  // The cards (the page's largest paint) come before the widgets' code.
  useWidgetsWaitFor(shown.status !== "loading");
  // The choice is the page's saved search state: back from the package detail, the visitor finds it as it was.
  const choice = usePackageChoice(reply, pathname);
  const isAgent = usePortalStore("config", (config) => config.portalType === "B2B");
  const flags = usePortalStore("config", (config) => config.flags);
  // Price-GO from the portal configuration's feature groups (core's one rule).
  const priceGo = usePortalStore("config", (config) => portalPriceGo(config));
  useFollowNavigation(choice.navigation, navigate);
  const countryTax = flags.countryTax === true;
  const rgTax = flags.rgTax === true;
  const flights: readonly FlightSolution[] = reply?.flights ?? [];
  const cards = useMemo(
    () =>
      flights.map((solution) => ({
        card: flightCardView(solution, isAgent),
        price: flightPriceView(solution, { countryTax, rgTax, priceGo }),
      })),
    [flights, isAgent, countryTax, rgTax, priceGo],
  );
  const amenityNames = useMemo(() => new Map(Object.entries(reply?.amenityNames ?? {})), [reply?.amenityNames]);
  const stay = search === null ? null : packageHotelStayShown(search);
  const priceContext: HotelRatePriceContext = {
    currency: reply?.currency ?? "",
    perNight: false,
    nights: Math.max(1, stay?.nights ?? 1),
    showPricesIncludeTaxes: undefined,
    countryTax,
    rgTax,
    priceGo,
  };
  const chosen = choice.choice.chosen;
  const chosenHotel = reply?.hotels.find((hotel) => hotel.hotelDetailId === chosen?.hotelDetailId) ?? null;
  // The server names each hotel's package detail (the reply's `packageDetails`), when it offers one.
  const detailId = chosen === null ? undefined : reply?.packageDetails?.[chosen.hotelDetailId];
  const guests = search === null ? null : countGuests(search.rooms);
  // The form is open for one address: a new search (another URL) shows its results with the form closed.
  const [editingPath, setEditingPath] = useState<string | null>(null);
  const editing = editingPath === pathname;
  const searchSummary = search === null ? null : packageSearchSummary(search, t);
  return (
    <PackageResultsPage
      status={shown.status}
      errorKey={shown.errorKey}
      toCity={search?.toCity.name ?? null}
      searchForm={
        <PackageSearchBoxLazy
          key={pathname}
          variant={form === null ? "desktop" : "results"}
          initial={form ?? PACKAGE_SEARCH_FORM_DEFAULTS}
        />
      }
      searchSummary={searchSummary}
      editing={editing}
      onToggleEdit={() => {
        void PackageSearchBoxLazy.preload();
        setEditingPath(editing ? null : pathname);
      }}
      stay={stay}
      flights={cards.map(({ card, price }, index) => {
        const view = choice.flightCards[index];
        const label = view === undefined ? "" : t(view.button.labelKey);
        const name = `${label} ${card.validatingCarriers.join(", ")} · ${card.legs.map((leg) => `${leg.fromCity} → ${leg.toCity}`).join(" · ")}`;
        return {
          key: card.key,
          node: (
            <FlightSolutionCardConnected
              card={card}
              price={price}
              isChosen={(_leg, _key, id) => view !== undefined && (view.outbound === id || view.return === id)}
              onChoose={(leg, _key, id) => choice.pickLeg(index, leg, id)}
              aside={
                view === undefined ? null : (
                  <PackageSelectPanel
                    selected={view.selected}
                    variation={choice.variations?.flights[index] ?? null}
                    labelKey={view.button.labelKey}
                    disabled={view.button.disabled}
                    onSelect={() => choice.selectFlight(index)}
                    name={name}
                    hintKey={!view.selected && view.button.disabled ? "packageScreens.pickEveryLeg" : null}
                  />
                )
              }
            />
          ),
        };
      })}
      hotels={(reply?.hotels ?? []).map((hotel, index) => {
        const view = choice.hotelCards[index];
        return {
          key: hotel.hotelDetailId,
          node: (
            <HotelResultCard
              hotel={packageCardHotel(
                hotel,
                { recommended: view?.recommended === true, selected: view?.selected === true },
                reply?.amenityNames,
              )}
              priceContext={priceContext}
              layout="abreviada"
              selected={view?.selected === true}
              onSelect={() => undefined}
              amenityNames={amenityNames}
              packaging={
                view === undefined ? null : (
                  <PackageSelectPanel
                    selected={view.selected}
                    variation={choice.variations?.hotels[index] ?? null}
                    labelKey={view.buttonKey}
                    disabled={view.buttonDisabled}
                    onSelect={() => choice.selectHotel(hotel.hotelDetailId)}
                    name={`${t(view.buttonKey)} ${hotel.name}`}
                  />
                )
              }
            />
          ),
        };
      })}
      summary={
        <PackageSummary
          flight={choice.total?.flight ?? null}
          hotel={choice.total?.hotel ?? null}
          total={choice.total?.total ?? null}
          hotelName={chosenHotel?.name ?? null}
          nights={stay?.nights ?? null}
          travellers={guests === null ? 0 : guests.adults + guests.children}
          add={{ labelKey: choice.addLabelKey, disabled: choice.addDisabled, onAdd: choice.add }}
          detailHref={
            detailId === undefined || chosen === null
              ? null
              : // The detail shows the flight chosen here, not the server's default one.
                buildPackageDetailUrl(
                  detailId,
                  chosen.return === null ? [chosen.outbound] : [chosen.outbound, chosen.return],
                )
          }
          onDetail={choice.keepForReturn}
        />
      }
      updating={shown.updating}
      onRetry={onRetry}
    />
  );
});
