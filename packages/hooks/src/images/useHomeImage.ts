import { useQuery } from "@tanstack/react-query";
import { DEFAULT_HOME_IMAGE, homeSearchImageEndpoint } from "@travesia/core";
import type { HookResult } from "../common/hookResult.js";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** The background of a home search box: the image and its full-size original. */
export interface HomeImage {
  readonly image: string;
  readonly original: string;
}

/** What {@link useHomeImage} returns: `off` on phones (spec 000 §2 "not shown on phones"), `fallback` after a failure. */
export type HomeImageResult = HookResult<
  "off" | "loading" | "ready" | "fallback",
  { readonly image: HomeImage | null },
  null
>;

/** Options of {@link useHomeImage}. */
export interface HomeImageOptions {
  /** The page code of the product box (home, hotels, flights, …). */
  readonly pageCode: string;
  /** `desktop`, `tablet` (or a language code, spec 000 §7 "{deviceType or lang}"). */
  readonly device: string;
  /** False on phones: no call, no image. */
  readonly enabled?: boolean;
}

/**
 * The background image of a home search box: `GET /api/portal/getHomeSearchImage/{pageCode}/{device}` (spec 000
 * §7), or the default flights image when the call fails or says `done: false` (spec 000 §8).
 *
 * @example const { data } = useHomeImage({ pageCode: "hotels", device: "desktop", enabled: !isPhone });
 */
export const useHomeImage = ({ pageCode, device, enabled = true }: HomeImageOptions): HomeImageResult => {
  const { world, client } = usePortalQuery();
  const query = useQuery(
    {
      queryKey: ["homeImage", pageCode, device],
      queryFn: ({ signal }) => fetchEndpoint(world.api, homeSearchImageEndpoint, [pageCode, device], { signal }),
      enabled,
    },
    client,
  );
  if (!enabled) return { status: "off", data: { image: null }, error: null, actions: null };
  if (query.isPending) return { status: "loading", data: { image: null }, error: null, actions: null };
  const image = query.data?.done === true ? query.data.imgUrl : undefined;
  return image === undefined
    ? { status: "fallback", data: { image: DEFAULT_HOME_IMAGE }, error: null, actions: null }
    : { status: "ready", data: { image }, error: null, actions: null };
};
