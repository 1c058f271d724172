import { activityDurationText } from "@travesia/core";
import { useLanguageCode } from "../../i18n/LanguageContext";

/** An activity's length in words (core's `activityDurationText`): days, hours and minutes, each only when there are some. */
export const ActivityDuration = ({ minutes }: { readonly minutes: number }) => {
  const language = useLanguageCode();
  return <>{activityDurationText(minutes, language)}</>;
};
