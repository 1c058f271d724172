import { DEFAULT_HOME_IMAGE, endpoints } from "@travesia/core";
import { Result } from "effect";
import { useEffect, useState } from "react";
import type { HookResult } from "../common/hookResult.js";
import { usePortalWorld } from "../provider/PortalProvider.js";
import { callEndpoint } from "../transport/callEndpoint.js";

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
  const { api } = usePortalWorld();
  const [state, setState] = useState<{ status: HomeImageResult["status"]; image: HomeImage | null }>({
    status: enabled ? "loading" : "off",
    image: null,
  });
  useEffect(() => {
    if (!enabled) {
      setState({ status: "off", image: null });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, status: "loading" }));
    void callEndpoint(api, endpoints.homeSearchImage, [pageCode, device], { signal: controller.signal }).then(
      (reply) => {
        if (controller.signal.aborted) return;
        const image = Result.isSuccess(reply) && reply.success.done ? reply.success.imgUrl : undefined;
        setState(image === undefined ? { status: "fallback", image: DEFAULT_HOME_IMAGE } : { status: "ready", image });
      },
    );
    return () => controller.abort();
  }, [api, pageCode, device, enabled]);
  return { status: state.status, data: { image: state.image }, error: null, actions: null };
};
