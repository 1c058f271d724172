import type { HotelSummaryDay, HotelResultsSummary as Summary } from "@travesia/core";
import { memo, type ReactNode } from "react";
import { useLanguageCode, useT } from "../../i18n/LanguageContext";
import styles from "./HotelResultsSummary.module.css";

/** Props of {@link HotelResultsSummary}. */
export interface HotelResultsSummaryProps {
  readonly summary: Summary;
  /** Where the stay is (a destination name), when known. */
  readonly destination: string | null;
  readonly editing: boolean;
  readonly onToggleEdit: () => void;
  /** 'Ver mapa' link (map v3), or null when map v3 is off. */
  readonly mapHref: string | null;
  /** Hotels count rooms; a house search counts its guests only. */
  readonly showRooms?: boolean;
  /** The results-page search form, shown while editing. */
  readonly form: ReactNode;
}

/** The two formatters of a language, made once: building an `Intl.DateTimeFormat` costs far more than using it. */
const formatters = new Map<string, { readonly weekday: Intl.DateTimeFormat; readonly dayMonth: Intl.DateTimeFormat }>();
const formattersOf = (language: string) => {
  const known = formatters.get(language);
  if (known !== undefined) return known;
  const made = {
    weekday: new Intl.DateTimeFormat(language, { weekday: "long", timeZone: "UTC" }),
    dayMonth: new Intl.DateTimeFormat(language, { day: "numeric", month: "long", timeZone: "UTC" }),
  };
  formatters.set(language, made);
  return made;
};

/** "lunes 1 de marzo": day name, number and month in the interface language (dates are calendar days, UTC). */
const useDayText = () => {
  const { weekday, dayMonth } = formattersOf(useLanguageCode());
  return (day: HotelSummaryDay) => {
    const date = new Date(Date.UTC(2024, day.month - 1, day.day));
    // 2024 holds every day of every month; the weekday comes from core, so only the names are the platform's.
    return `${weekday.format(new Date(Date.UTC(2024, 0, 7 + day.weekday)))} ${dayMonth.format(date)}`;
  };
};

/**
 * The search summary (spec 001 §2): nights, rooms, adults, children, infants, the check-in and check-out day name,
 * number and month, 'Ajustar búsqueda' toggling the results-page form (the summary hides while editing on desktop),
 * and 'Ver mapa' when map v3 is on. Memoised: the results page redraws often while a search runs, the summary seldom
 * changes.
 */
export const HotelResultsSummary = memo(function HotelResultsSummary({
  summary,
  destination,
  editing,
  onToggleEdit,
  mapHref,
  showRooms = true,
  form,
}: HotelResultsSummaryProps) {
  const t = useT();
  const dayText = useDayText();
  const guests = [
    t("hotel.summaryNights", { count: summary.nights }),
    ...(showRooms ? [t("hotel.summaryRooms", { count: summary.rooms })] : []),
    t("hotel.summaryAdults", { count: summary.adults }),
    ...(summary.children > 0 ? [t("hotel.summaryChildren", { count: summary.children })] : []),
    ...(summary.infants > 0 ? [t("hotel.summaryInfants", { count: summary.infants })] : []),
  ];
  return (
    <section className={styles.summary} aria-label={t("hotelResults.summary")}>
      <div className={editing ? styles.hiddenOnDesktop : styles.facts}>
        {/* Its line is held until the reply names the destination, so that nothing below moves then. */}
        <p className={styles.destination}>{destination}</p>
        <p className={styles.guests}>{guests.join(" · ")}</p>
        <dl className={styles.dates}>
          <div>
            <dt>{t("hotelResults.checkIn")}</dt>
            <dd>{dayText(summary.checkIn)}</dd>
          </div>
          <div>
            <dt>{t("hotelResults.checkOut")}</dt>
            <dd>{dayText(summary.checkOut)}</dd>
          </div>
        </dl>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.button} aria-expanded={editing} onClick={onToggleEdit}>
          {t("shell.adjustSearch")}
        </button>
        {mapHref === null ? null : (
          <a className={styles.link} href={mapHref}>
            {t("shell.seeMap")}
          </a>
        )}
      </div>
      {editing ? <div className={styles.form}>{form}</div> : null}
    </section>
  );
});
