import { FLIGHT_SORT_MESSAGE_KEYS, FLIGHT_SORT_ORDERS, type FlightSortOrder } from "@travesia/core";
import type { Translate } from "../../i18n/LanguageContext";
import { FLIGHT_LEGS_LOOK, FLIGHT_PRICE_LOOK } from "./flightFilterLook";

/** The phone header's order-by select (spec 002 §2 "a mobile header"). */
export const FlightSortSelect = ({
  t,
  id,
  sorting,
  onSort,
}: {
  t: Translate;
  id: string;
  sorting: FlightSortOrder;
  onSort: (order: FlightSortOrder) => void;
}) => (
  <div className={FLIGHT_LEGS_LOOK.phoneSort}>
    <label htmlFor={`${id}-orderby`} className={FLIGHT_PRICE_LOOK.label}>
      {t("shell.sortBy")}
    </label>
    <select
      id={`${id}-orderby`}
      name="orderby"
      className={FLIGHT_PRICE_LOOK.input}
      value={sorting}
      onChange={(event) => onSort(event.target.value as FlightSortOrder)}
    >
      {FLIGHT_SORT_ORDERS.map((order) => (
        <option key={order} value={order}>
          {t(FLIGHT_SORT_MESSAGE_KEYS[order])}
        </option>
      ))}
    </select>
  </div>
);
