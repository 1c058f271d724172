import { useT } from "../i18n/LanguageContext";

/**
 * What a widget loaded after the first paint (`lazyWidget`) shows while its code arrives, when it has no markup of
 * its own to show meanwhile: 'Cargando…', marked busy. Takes (and ignores) the widget's props.
 */
export const LoadingPlaceholder = (_props: object) => {
  const t = useT();
  return <p aria-busy="true">{t("shell.loading")}</p>;
};
