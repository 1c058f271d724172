import { useQuery } from "@tanstack/react-query";
import { type BundleTematic, bundleTematicsEndpoint } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

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
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["bundleThemes"],
      queryFn: ({ signal }) => fetchEndpoint(world.api, bundleTematicsEndpoint, [], { signal }),
    },
    client,
  );
  const status = query.isSuccess ? "ready" : query.isError ? "error" : "loading";
  return { status, data: { themes: query.data ?? [] }, error: null, actions: null };
};
