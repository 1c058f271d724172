import type { PackageSearch, PackageSearchFormValues, PackageSearchReply } from "@travesia/core";
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

/** `invalid`: the URL does not read; `empty`: no flights or no hotels, so no package to offer. */
export type PackageResultsStatus = "invalid" | "loading" | "ready" | "empty" | "error";
export type PackageResultsResult = HookResult<PackageResultsStatus, PackageResultsData, PackageResultsActions>;
