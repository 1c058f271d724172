import type { HotelSearchFormValues } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";

/** Props of the results-page hotel form (and its placeholder). */
export interface HotelResultsSearchFormProps {
  readonly initial: HotelSearchFormValues | null;
}

/** What 'Ajustar búsqueda' shows while the form's code arrives. */
export const HotelResultsSearchFormPlaceholder = (_props: HotelResultsSearchFormProps) => {
  const t = useT();
  return <p aria-busy="true">{t("shell.loading")}</p>;
};
