import { type ApiCodeName, DATE_PICKER_DEFAULT_MONTHS, endpoints } from "@travesia/core";
import { Result } from "effect";
import { useEffect, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";

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
  const { api } = usePortalWorld();
  const [state, setState] = useState<{ status: "loading" | "ready"; config: FlightSearchConfig }>({
    status: "loading",
    config: DEFAULTS,
  });
  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    void (async () => {
      const params = await callEndpoint(api, endpoints.flightParams, [], { signal });
      if (signal.aborted) return;
      const config = Result.isSuccess(params) ? params.success.config : undefined;
      const allow = config?.allowSupplierSelection === true;
      const offices = allow ? await callEndpoint(api, endpoints.officeIds, [], { signal }) : undefined;
      if (signal.aborted) return;
      setState({
        status: "ready",
        config: {
          allowSupplierSelection: allow,
          offices:
            offices !== undefined && Result.isSuccess(offices) && offices.success.done ? offices.success.results : [],
          calendarMonths: config?.calendarMonths ?? DATE_PICKER_DEFAULT_MONTHS,
        },
      });
    })();
    return () => controller.abort();
  }, [api]);
  return { status: state.status, data: state.config, error: null, actions: null };
};
