import { useQuery } from "@tanstack/react-query";
import { type ApiCodeName, DATE_PICKER_DEFAULT_MONTHS, flightParamsEndpoint, officeIdsEndpoint } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What the flight box needs from the server. */
export interface FlightSearchConfig {
  /** Spec 002 §1: "may see an office-ID selector (only if the configuration allows supplier selection; default false)". */
  readonly allowSupplierSelection: boolean;
  /** The offices of the selector (spec 002 §3 "Office: code, name"). */
  readonly offices: readonly ApiCodeName[];
  /** Spec 002 §5 "13 months by default (an attribute may override)". */
  readonly calendarMonths: number;
}

/** What {@link useFlightSearchConfig} returns. Failures keep the defaults: no office selector, 13 months. */
export type FlightSearchConfigResult = HookResult<"loading" | "ready", FlightSearchConfig, null>;

const DEFAULTS: FlightSearchConfig = {
  allowSupplierSelection: false,
  offices: [],
  calendarMonths: DATE_PICKER_DEFAULT_MONTHS,
};

/**
 * The flight form's server configuration: `GET /api/configuration/flights/params` and, only when supplier selection
 * is allowed, `GET /api/utils/flights/getOfficeIds` (spec 002 §7).
 *
 * @example const { data } = useFlightSearchConfig(); data.allowSupplierSelection && <OfficeSelect offices={data.offices} />;
 */
export const useFlightSearchConfig = (): FlightSearchConfigResult => {
  const { world, client } = usePortalQuery();
  const params = useQuery(
    {
      queryKey: ["flightParams"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, flightParamsEndpoint, [], { signal }),
    },
    client,
  );
  const config = params.data?.config;
  const allow = config?.allowSupplierSelection === true;
  const offices = useQuery(
    {
      queryKey: ["officeIds"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, officeIdsEndpoint, [], { signal }),
      enabled: allow,
    },
    client,
  );
  const ready = !params.isPending && (!allow || !offices.isPending);
  if (!ready) return { status: "loading", data: DEFAULTS, error: null, actions: null };
  return {
    status: "ready",
    data: {
      allowSupplierSelection: allow,
      offices: offices.data?.done === true ? offices.data.results : [],
      calendarMonths: config?.calendarMonths ?? DATE_PICKER_DEFAULT_MONTHS,
    },
    error: null,
    actions: null,
  };
};
