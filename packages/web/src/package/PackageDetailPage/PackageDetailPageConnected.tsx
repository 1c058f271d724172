import { usePackageDetail } from "@travesia/hooks";
import { useParams } from "react-router-dom";
import { useWidgetsWaitFor } from "../../shared/primaryContent";
import { PackageDetailPage } from "./PackageDetailPage";

/** `/flightsHotels/packageDetails/{id}` wired to `usePackageDetail`. */
export const PackageDetailPageConnected = () => {
  const { id = "" } = useParams();
  const page = usePackageDetail(id);
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
