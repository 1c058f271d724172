import { useT } from "../../i18n/LanguageContext";

/** What the detail tab shows while its code arrives. */
export const HotelResultDetailPlaceholder = () => {
  const t = useT();
  return <p aria-busy="true">{t("shell.loading")}</p>;
};
