import { type BundleTematic, endpoints } from "@travesia/core";
import { callEndpoint, usePortalWorld } from "@travesia/hooks";
import { useEffect, useState } from "react";

/**
 * LOCAL ADAPTER (no hook in @travesia/hooks yet): the enabled themes of the bundle form, `GET
 * /dynamicVacationBundle/getTematics` (spec 002 §7). A failure shows no tiles; destinations and months still work.
 */
export const useBundleThemes = (): readonly BundleTematic[] => {
  const { api } = usePortalWorld();
  const [themes, setThemes] = useState<readonly BundleTematic[]>([]);
  useEffect(() => {
    const controller = new AbortController();
    void callEndpoint(api, endpoints.bundleTematics, [], { signal: controller.signal }).then((reply) => {
      if (!controller.signal.aborted && reply._tag === "Success") setThemes(reply.success);
    });
    return () => controller.abort();
  }, [api]);
  return themes;
};
