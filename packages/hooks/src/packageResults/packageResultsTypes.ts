import type {
  FlightLeg,
  MessageKey,
  PackageChoiceState,
  PackageFlightCardView,
  PackageHotelCardView,
  PackagePriceVariations,
  PackageSearch,
  PackageSearchFormValues,
  PackageSearchReply,
  PackageTotal,
  ResultsStatus,
} from "@travesia/core";
import type { AddToBudgetNavigation } from "../budgets/useAddToBudget.js";
import type { HookResult } from "../common/hookResult.js";

/** The package results page's data: the search its URL holds and the reply of the package search. */
export interface PackageResultsData {
  /** The search read from the URL (null when it does not read). */
  readonly search: PackageSearch | null;
  /** The 'Actualizar' form filled from the URL (core's `packageSearchFormValues`). */
  readonly form: PackageSearchFormValues | null;
  /** The reply (core's `PackageSearchReply`): flights, hotels, recommended combination, currency, search echo. */
  readonly reply: PackageSearchReply | null;
  /** A reply for this URL is on its way (the one shown may belong to the previous URL). */
  readonly updating: boolean;
}

/** The page's verbs. */
export interface PackageResultsActions {
  /** Asks again after a failure. */
  readonly retry: () => void;
}

/** core's `ResultsStatus`; `invalid`: the URL does not read; `empty`: no flights or no hotels, so no package to offer. */
export type PackageResultsStatus = ResultsStatus;
export type PackageResultsResult = HookResult<PackageResultsStatus, PackageResultsData, PackageResultsActions>;

/** The package's choice, its price and its add-to-budget button; `choice.chosen` is null only for an empty reply. */
export interface PackageChoiceResult {
  readonly choice: PackageChoiceState;
  /** Flight part, hotel part and their sum, in the reply's currency (core's `packageTotal`). */
  readonly total: PackageTotal | null;
  /** '+ / -' of every solution and hotel against the choice (core's `packagePriceVariations`). */
  readonly variations: PackagePriceVariations | null;
  /** One per solution of `reply.flights`: picked legs and the 'Seleccionar' / 'Seleccionado' button. */
  readonly flightCards: readonly PackageFlightCardView[];
  /** One per hotel of `reply.hotels`: 'Seleccionar' / 'Seleccionado', 'Incluida en el precio', the ribbon. */
  readonly hotelCards: readonly PackageHotelCardView[];
  /** Picks a flight on a leg of the solution at `solution` (the chosen solution's legs change at once). */
  readonly pickLeg: (solution: number, leg: FlightLeg, tripProductId: string) => void;
  /** 'Seleccionar' on a solution's card. */
  readonly selectFlight: (solution: number) => void;
  /** 'Seleccionar' on a hotel: its first rate unless `rateId` names another. */
  readonly selectHotel: (hotelDetailId: string, rateId?: string) => void;
  /** 'Agregar a presupuesto' or 'Agregar a cotización', then its adding and added states. */
  readonly addLabelKey: MessageKey;
  readonly addDisabled: boolean;
  readonly addStatus: string;
  /** Adds the chosen package as one product (core's `packageBudgetItem`) with the shared add-to-budget hook. */
  readonly add: () => void;
  /** Where the shared add-to-budget behaviour goes next (the trip after an add, /logout after a 401), or null. */
  readonly navigation: AddToBudgetNavigation | null;
  /** Sets the can-use flag of the saved choice: a page that sends the visitor away (the package detail) calls it. */
  readonly keepForReturn: () => void;
}
