import { packageDetailUrlFlight } from "@travesia/core";
import { usePackageDetail } from "@travesia/hooks";
import { useLocation, useParams } from "react-router-dom";
import { useWidgetsWaitFor } from "../../shared/primaryContent";
import { PackageDetailPage } from "./PackageDetailPage";

/** `/flightsHotels/packageDetails/{id}` wired to `usePackageDetail`, with the flight chosen on the results page. */
export const PackageDetailPageConnected = () => {
  const { id = "" } = useParams();
  const { pathname, search } = useLocation();
  const page = usePackageDetail(id, packageDetailUrlFlight(pathname + search));
  useWidgetsWaitFor(page.status !== "loading");
  return (
    <PackageDetailPage
      key={id}
      status={page.status}
      view={page.data.view}
      hotelDetail={page.data.hotelDetail}
      onRetry={page.actions.reload}
    />
  );
};
