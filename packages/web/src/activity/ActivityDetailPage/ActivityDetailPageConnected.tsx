import { type ActivityDetailRoute, parseActivityDetailUrl, ROUTES } from "@travesia/core";
import { useActivityDetail, useActivityPdf } from "@travesia/hooks";
import { useLocation } from "react-router-dom";
import { HotelRateBudgetConnected } from "../../hotel/HotelRateBudget/HotelRateBudgetConnected";
import { ActivityPdfButton } from "../../voucher/ActivityPdfButton/ActivityPdfButton";
import { ActivityOfferedConnected } from "../ActivityOffered/ActivityOfferedConnected";
import { ActivityPicker } from "../ActivityPicker/ActivityPicker";
import { ActivityDetailPage } from "./ActivityDetailPage";

/** The detail of a valid address: the activity's call, the picker and its add, the PDF. */
const ActivityDetailLoaded = ({ route, path }: { readonly route: ActivityDetailRoute; readonly path: string }) => {
  const detail = useActivityDetail(route);
  const pdf = useActivityPdf();
  const { activity, choice, quote } = detail.data;
  return (
    <ActivityDetailPage
      status={detail.status}
      activity={activity}
      homeHref={ROUTES.home}
      onRetry={detail.actions.reload}
      picker={
        <ActivityPicker
          slots={activity?.slots ?? []}
          choice={choice}
          quote={quote}
          onChoose={detail.actions.choose}
          addToBudget={
            quote?._tag === "priced" ? <HotelRateBudgetConnected key={quote.item.rateId} item={quote.item} /> : null
          }
        />
      }
      pdf={
        <ActivityPdfButton
          status={pdf.status}
          file={pdf.data.file}
          activityName={activity?.name ?? route.activityId}
          onGenerate={() => pdf.actions.generate({ url: path, canonicalId: route.activityId })}
        />
      }
    />
  );
};

/** The activity detail route: core reads the address (a bad one says so), for a user offered activities. */
export const ActivityDetailPageConnected = () => {
  const location = useLocation();
  const route = parseActivityDetailUrl(location.pathname);
  return (
    <ActivityOfferedConnected>
      {route._tag === "Success" ? (
        <ActivityDetailLoaded key={location.pathname} route={route.success} path={location.pathname} />
      ) : (
        <ActivityDetailPage
          status="invalid"
          activity={null}
          picker={null}
          pdf={null}
          homeHref={ROUTES.home}
          onRetry={() => {}}
        />
      )}
    </ActivityOfferedConnected>
  );
};
