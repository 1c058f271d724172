import type { HouseSearchFormValues } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";

/** Props of the results-page house form (and its placeholder). */
export interface HouseResultsSearchFormProps {
  readonly initial: HouseSearchFormValues | null;
}

/** What 'Ajustar búsqueda' shows while the form's code arrives. */
export const HouseResultsSearchFormPlaceholder = (_props: HouseResultsSearchFormProps) => {
  const t = useT();
  return <p aria-busy="true">{t("shell.loading")}</p>;
};
