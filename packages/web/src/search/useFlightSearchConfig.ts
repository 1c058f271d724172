import { DATE_PICKER_DEFAULT_MONTHS, endpoints } from "@travesia/core";
import { callEndpoint, usePortalWorld } from "@travesia/hooks";
import { useEffect, useState } from "react";

/** What the flight box needs from the server: whether an office ID may be chosen, the offices, the calendar months. */
export interface FlightSearchConfig {
  /** Spec 002 §1: "may see an office-ID selector (only if the configuration allows supplier selection; default false)". */
  readonly allowSupplierSelection: boolean;
  readonly offices: readonly { readonly code: string; readonly name: string }[];
  /** Spec 002 §5 "13 months by default (an attribute may override)". */
  readonly calendarMonths: number;
}

const DEFAULTS: FlightSearchConfig = {
  allowSupplierSelection: false,
  offices: [],
  calendarMonths: DATE_PICKER_DEFAULT_MONTHS,
};

/**
 * LOCAL ADAPTER (no hook in @travesia/hooks yet): `GET /api/configuration/flights/params` (spec 002 §7) and, when
 * supplier selection is allowed, `GET /api/utils/flights/getOfficeIds`. Failures keep the defaults (no office
 * selector, 13 months): the form stays usable.
 */
export const useFlightSearchConfig = (): FlightSearchConfig => {
  const { api } = usePortalWorld();
  const [config, setConfig] = useState<FlightSearchConfig>(DEFAULTS);
  useEffect(() => {
    const controller = new AbortController();
    const signal = controller.signal;
    void (async () => {
      const params = await callEndpoint(api, endpoints.flightParams, [], { signal });
      if (signal.aborted || params._tag === "Failure") return;
      const allow = params.success.config?.allowSupplierSelection === true;
      const months = params.success.config?.calendarMonths ?? DATE_PICKER_DEFAULT_MONTHS;
      let offices: FlightSearchConfig["offices"] = [];
      if (allow) {
        const reply = await callEndpoint(api, endpoints.officeIds, [], { signal });
        if (signal.aborted) return;
        offices = reply._tag === "Success" && reply.success.done ? reply.success.results : [];
      }
      setConfig({ allowSupplierSelection: allow, offices, calendarMonths: months });
    })();
    return () => controller.abort();
  }, [api]);
  return config;
};
