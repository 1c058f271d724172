import { useQuery } from "@tanstack/react-query";
import {
  type HotelDetail,
  hotelCatalogEndpoint,
  type PackageDetailView,
  packageDetailEndpoint,
  packageDetailView,
} from "@travesia/core";
import { fetchEndpoint } from "../query/fetchEndpoint.js";
import { usePortalQuery } from "../query/portalQueryClient.js";

/** What {@link usePackageDetail} returns. */
export interface PackageDetailResult {
  readonly status: "loading" | "ready" | "error";
  readonly data: {
    /** The package (core's `packageDetailView`), once it arrived. */
    readonly view: PackageDetailView | null;
    /** The hotel detail the package names (`GET /api/v1/hotels/catalog/{HotelDetailId}`); null while loading or failed. */
    readonly hotelDetail: HotelDetail | null;
  };
  readonly error: { readonly key: "packageScreens.detailFailed" } | null;
  readonly actions: { readonly reload: () => void };
}

/**
 * The package detail page (spec 002 §2 `/flightsHotels/packageDetails/{id}`, §7 "package detail with the hotel detail
 * id"): the package, then the catalogue detail of the hotel it names (description, amenities, gallery). The hotel's
 * detail is extra: when it fails the package still shows.
 *
 * `flight` is the flight chosen on the results page (its trip product ids, core's `packageDetailUrlFlight`): the
 * package id names the hotel and stay only, and without it the server answers its default flight.
 *
 * @example const page = usePackageDetail("PK100234-20270302-6-BUE-2", ["F-AD-…", "F-AD-…"]);
 */
export const usePackageDetail = (id: string, flight: readonly string[] = []): PackageDetailResult => {
  const { world, client } = usePortalQuery();
  const pack = useQuery(
    {
      queryKey: ["packageDetail", id, flight.join(",")],
      queryFn: async ({ signal }) =>
        packageDetailView(await fetchEndpoint(world.api, packageDetailEndpoint, [id, flight], { signal })),
    },
    client,
  );
  const hotelId = pack.data?.hotel.hotelDetailId ?? "";
  const catalog = useQuery(
    {
      queryKey: ["hotelCatalog", hotelId],
      queryFn: ({ signal }) => fetchEndpoint(world.api, hotelCatalogEndpoint, [hotelId], { signal }),
      enabled: hotelId.trim() !== "",
    },
    client,
  );
  return {
    status: pack.isError ? "error" : pack.isPending ? "loading" : "ready",
    data: {
      view: pack.data ?? null,
      hotelDetail: catalog.data?.done === false ? null : (catalog.data?.detail ?? null),
    },
    error: pack.isError ? { key: "packageScreens.detailFailed" } : null,
    actions: {
      reload: () => {
        void pack.refetch();
        if (catalog.isError) void catalog.refetch();
      },
    },
  };
};
