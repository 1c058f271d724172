import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelFavouriteToggle.module.css";

/** Props of the stateless favourite toggle (a results card's, and the detail page's). */
export interface HotelFavouriteToggleProps {
  readonly on: boolean;
  /** The call is in flight, or the saved list is not known yet: the toggle waits (it stays focusable). */
  readonly busy: boolean;
  readonly onToggle: () => void;
}

/**
 * A hotel's favourite toggle (spec 001 §4 favourites; shown at every size, unlike the spec's legacy template):
 * 'Agregar a favoritos' or 'Quitar de favoritos' with its heart; while busy it is `aria-disabled` and ignores clicks.
 */
export const HotelFavouriteToggle = ({ on, busy, onToggle }: HotelFavouriteToggleProps) => {
  const t = useT();
  return (
    <button
      type="button"
      className={on ? styles.on : styles.toggle}
      aria-disabled={busy}
      onClick={() => {
        if (!busy) onToggle();
      }}
    >
      <span aria-hidden="true">{on ? "♥" : "♡"}</span>
      <span>{t(on ? "favourite.remove" : "favourite.add")}</span>
    </button>
  );
};
