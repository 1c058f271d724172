import type { CircuitSearchReply, CircuitSummary } from "../api/circuit.js";
import { type ListPage, listPage } from "../search/pagination.js";
import type { CircuitSort } from "./circuitCodes.js";
import { applyCircuitFilters, type CircuitFilters, sortCircuits } from "./circuitFilters.js";
import type { CircuitResultsPage } from "./circuitResultsUrl.js";

/** Circuits per results page (ours: the specs give none for circuits). */
export const CIRCUITS_PER_PAGE = 8;

/**
 * The circuits a results page lists, in its order: those its filters let through, sorted by its sort.
 *
 * @example circuitResultsOrder(circuits, circuitFiltersDefault, "priceAsc")[0] // the cheapest
 */
export const circuitResultsOrder = (
  circuits: readonly CircuitSummary[],
  filters: CircuitFilters,
  sort: CircuitSort,
): CircuitSummary[] => sortCircuits(applyCircuitFilters(circuits, filters), sort);

/**
 * The page of circuits a results page shows for its URL's filters, sort and page number, CIRCUITS_PER_PAGE a page
 * (the page number kept within the pages there are).
 *
 * @example circuitResultsShown(reply.circuits ?? [], page).items[0] // the page's first card
 */
export const circuitResultsShown = (
  circuits: readonly CircuitSummary[],
  page: Pick<CircuitResultsPage, "filters" | "sort" | "page">,
): ListPage<CircuitSummary> =>
  listPage(circuitResultsOrder(circuits, page.filters, page.sort), page.page, CIRCUITS_PER_PAGE);

/**
 * The area a results page names in its heading: the one its URL carries, else the one the reply names, else none
 * (empty).
 *
 * @example circuitResultsAreaName({ areaName: "" }, { area: { code: "EUR", name: "Europa" } }) // "Europa"
 */
export const circuitResultsAreaName = (
  page: Pick<CircuitResultsPage, "areaName"> | null,
  reply: Pick<CircuitSearchReply, "area"> | undefined,
): string => page?.areaName || reply?.area?.name || "";

/**
 * A circuit results page's heading, worded by `t` (the page's translator: the portal's catalog and the circuit
 * messages): 'Circuitos en {area}' for the area it names (`circuitResultsAreaName`), the product's name while it names
 * none.
 *
 * @example circuitResultsTitle("Europa", t) // "Circuitos en Europa"
 * @example circuitResultsTitle("", t) // "Circuitos"
 */
export const circuitResultsTitle = (
  areaName: string,
  t: (key: "shell.productCircuits" | "circuit.resultsTitle", params?: { readonly name: string }) => string,
): string => (areaName === "" ? t("shell.productCircuits") : t("circuit.resultsTitle", { name: areaName }));
