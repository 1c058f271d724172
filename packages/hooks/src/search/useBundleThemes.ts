import { type BundleTematic, endpoints } from "@travesia/core";
import { Result } from "effect";
import { useEffect, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";

/** What {@link useBundleThemes} returns. A failure shows no tiles (`error` status); the form still works. */
export type BundleThemesResult = HookResult<
  "loading" | "ready" | "error",
  { readonly themes: readonly BundleTematic[] },
  null
>;

/**
 * The theme tiles of the bundle form (spec 002 §2 "Theme tiles are shown per enabled theme"):
 * `GET /dynamicVacationBundle/getTematics`. The tile image path is `img/paquetes/{tematic id}.jpg`.
 *
 * @example const { data } = useBundleThemes(); data.themes.map((t) => <Tile key={t.id} … />);
 */
export const useBundleThemes = (): BundleThemesResult => {
  const { api } = usePortalWorld();
  const [state, setState] = useState<{ status: BundleThemesResult["status"]; themes: readonly BundleTematic[] }>({
    status: "loading",
    themes: [],
  });
  useEffect(() => {
    const controller = new AbortController();
    void callEndpoint(api, endpoints.bundleTematics, [], { signal: controller.signal }).then((reply) => {
      if (controller.signal.aborted) return;
      setState(Result.isSuccess(reply) ? { status: "ready", themes: reply.success } : { status: "error", themes: [] });
    });
    return () => controller.abort();
  }, [api]);
  return { status: state.status, data: { themes: state.themes }, error: null, actions: null };
};
