import { formatRoom, formatTransferDates, ROUTES, transferBudgetParameters } from "@travesia/core";
import { useProductAllowed, useToday, useTransferResults } from "@travesia/hooks";
import { useLocation, useNavigate } from "react-router-dom";
import { HotelRateBudgetConnected } from "../../hotel/HotelRateBudget/HotelRateBudgetConnected";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { useDeviceClass } from "../../shared/searchForm/useMediaQuery";
import { TransferCard } from "../TransferCard/TransferCard";
import { TransferFilterPanel } from "../TransferFilterPanel/TransferFilterPanel";
import { useTransferT } from "../useTransferT";
import { TransferNotOffered, TransferResultsPage } from "./TransferResultsPage";

/**
 * The transfer results wired to `useTransferResults` (the URL is the state; every verb navigates); each card
 * adds its offer to the budget with the shared control (product `transfer`, core's `transferBudgetParameters`).
 */
const TransferResultsLive = () => {
  const location = useLocation();
  const navigate = useNavigate();
  const t = useTransferT();
  const language = useLanguageCode();
  const today = useToday();
  const device = useDeviceClass();
  const results = useTransferResults(`${location.pathname}${location.search}`, (next) => navigate(next));
  const { data, actions } = results;
  const search = data.page?.search ?? null;
  const summary =
    search === null
      ? ""
      : [
          `${t(search.inbound === null ? "transfer.oneWay" : "transfer.roundTrip")}: ${formatTransferDates(search, language)}`,
          t("transfer.passengersCount", { count: search.passengers.adults + search.passengers.children }),
          `${t("transfer.luggage")}: ${search.luggage}`,
        ].join(" · ");
  return (
    <TransferResultsPage
      status={results.status}
      errorKey={results.error?.key ?? null}
      fromName={data.fromName}
      toName={data.toName}
      summary={summary}
      options={data.options}
      total={data.total}
      pagination={data.pagination}
      sort={data.sort}
      filters={
        <TransferFilterPanel
          counts={data.counts}
          filters={data.filters}
          currency={data.options[0]?.price.currency ?? null}
          onChange={actions.setFilters}
          onClear={actions.clearFilters}
          phone={device === "phone"}
        />
      }
      card={(option) =>
        search === null ? null : (
          <TransferCard
            option={option}
            party={search.passengers}
            roundTrip={search.inbound !== null}
            today={today}
            budget={
              <HotelRateBudgetConnected
                item={{
                  product: "transfer",
                  rateId: option.id,
                  occupancy: formatRoom(search.passengers),
                  parameters: transferBudgetParameters(search, option),
                }}
              />
            }
          />
        )
      }
      homeHref={ROUTES.home}
      onSort={actions.setSort}
      onPage={actions.setPage}
      onRetry={actions.retry}
      onClearFilters={actions.clearFilters}
    />
  );
};

/**
 * The transfer results route: the results for a user whose record allows transfers (`trf`); for anyone else, the
 * page says transfers are not offered (spec 000 §1), and no search is sent.
 */
export const TransferResultsPageConnected = () => {
  const allowed = useProductAllowed("trf");
  return allowed === false ? <TransferNotOffered homeHref={ROUTES.home} /> : <TransferResultsLive />;
};
