import { activityDurationParts } from "@travesia/core";
import { useActivityT } from "../useActivityT";

/** An activity's length in words: days, hours and minutes, each only when there are some. */
export const ActivityDuration = ({ minutes }: { readonly minutes: number }) => {
  const t = useActivityT();
  const parts = activityDurationParts(minutes);
  return (
    <>
      {[
        parts.days > 0 ? t("activity.days", { count: parts.days }) : "",
        parts.hours > 0 ? t("activity.hours", { count: parts.hours }) : "",
        parts.minutes > 0 ? t("activity.minutes", { count: parts.minutes }) : "",
      ]
        .filter((text) => text !== "")
        .join(" ")}
    </>
  );
};
