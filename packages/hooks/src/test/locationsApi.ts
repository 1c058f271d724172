import { renderHook } from "@testing-library/react";
import { useLocationAutocomplete } from "../location/useLocationAutocomplete.js";
import type { Fetcher } from "../transport/transport.js";
import { fakeApi, json } from "./fakeApi.js";
import { fakeClock } from "./fakeClock.js";
import { harness } from "./harness.js";

export const suggestion = (label: string) => ({ label, value: label.toUpperCase(), type: "city" });

export const locationsApi = () =>
  fakeApi({
    "^GET /api/locations/": (_body, path) => {
      const term = decodeURIComponent(path.split("/").pop() ?? "");
      return term === "zz" ? json([]) : term === "err" ? json({}, 500) : json([suggestion(`${term} city`)]);
    },
    "^GET /portal/citiesAirports/": (_body, path) =>
      json([
        {
          id: "1",
          name: `Aeropuerto ${new URL(`http://x${path}`).searchParams.get("pattern")}`,
          valueId: "EZE",
          destinationTypeId: "NMO.GBL.PDT.AIR",
        },
      ]),
  });

export const setup = (context: "homeDestination" | "destination" | "select", fetcher: Fetcher = locationsApi()) => {
  const clock = fakeClock();
  const h = harness({ fetcher, clock });
  const hook = renderHook(() => useLocationAutocomplete({ context }), { wrapper: h.wrapper });
  return { clock, h, result: hook.result };
};
