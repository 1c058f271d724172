import type { MessageKey } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";

/** Props of {@link CityHeading} and {@link CityHeadingStandIn}. */
export interface CityHeadingProps {
  /** The destination city the page's URL names, or null when the URL does not read. */
  readonly city: string | null;
  /** The heading with the city ('Vuelos a {city}'), and the page's name without one ('Resultados'). */
  readonly titleKey: MessageKey;
  readonly fallbackKey: MessageKey;
  /** The page's own heading class (where the page draws it). */
  readonly className: string | undefined;
}

/** A results page's `<h1>` that names the searched city once the URL reads (flight and package results). */
export const CityHeading = ({ city, titleKey, fallbackKey, className }: CityHeadingProps) => {
  const t = useT();
  return <h1 className={className}>{city === null ? t(fallbackKey) : t(titleKey, { city })}</h1>;
};

/**
 * The page's frame and heading alone, as the page draws them: what the prerendered shell of a results route shows in
 * the page's place before JavaScript runs (app/entry-server.tsx, with core's `pageStandInSlot` for the city, which
 * the portal's server writes from the URL), so the heading paints with the shell and the page's first render draws
 * it again where it stood.
 */
export const CityHeadingStandIn = ({
  pageClassName,
  city,
  ...heading
}: CityHeadingProps & { readonly city: string; readonly pageClassName: string | undefined }) => (
  <div className={pageClassName}>
    <CityHeading city={city} {...heading} />
  </div>
);
