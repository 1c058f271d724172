import { Result } from "effect";
import type { ComponentType } from "react";
import { useLocation } from "react-router-dom";
import type { PagePrefetch } from "../../app/routes";
import { HotelDetailPage, type HotelDetailPageProps } from "./HotelDetailPage";

type World = Parameters<PagePrefetch>[0];

/** How a detail page reads its address: core's location, or the key of why it cannot be read. */
type ReadLocation<L> = (
  url: string,
) => Result.Result<L, { readonly key: NonNullable<HotelDetailPageProps["errorKey"]> }>;

/**
 * A detail route (hotel or house, spec 001 §2): its address read by core, the loaded page for a readable one (keyed by
 * the address, so another stay starts afresh), the page's failure for an unreadable one ('Hotel ID can't be empty'),
 * and the prefetch the portal's entry starts before the first render (none for an unreadable address).
 */
export const detailPageRoute = <L,>(
  kind: NonNullable<HotelDetailPageProps["kind"]>,
  read: ReadLocation<L>,
  Loaded: ComponentType<{ readonly location: L }>,
  prefetch: (world: World, location: L) => Promise<unknown>,
) => {
  const Connected = () => {
    const { pathname, search } = useLocation();
    const location = read(pathname + search);
    if (Result.isSuccess(location)) return <Loaded key={pathname + search} location={location.success} />;
    return (
      <HotelDetailPage
        kind={kind}
        status="error"
        errorKey={location.failure.key}
        fallbackName=""
        detail={null}
        hotel={null}
        rates={null}
        onRetry={null}
      />
    );
  };
  const prefetchPage: PagePrefetch = (world, url) => {
    const location = read(url);
    return Result.isSuccess(location) ? prefetch(world, location.success) : undefined;
  };
  return { Connected, prefetchPage };
};
