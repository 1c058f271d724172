import { type FormEvent, memo, useId, useState } from "react";
import { useT } from "../../i18n/LanguageContext";
import { sidebarBlockStyles as styles } from "../../shared/filters/sidebarLooks";

interface HotelNameFilterProps {
  readonly applied: string | null;
  readonly searchedName: string | undefined;
  readonly disabled: boolean;
  readonly onApply: (name: string | null) => void;
}

/**
 * The hotel-name box: applied on Enter or 'Aplicar' (not while typing: each filter change is a new search), an emptied
 * box removes the filter. Disabled, with the searched name, when the search was by hotel name (spec 001 §2).
 */
export const HotelNameFilter = memo(({ applied, searchedName, disabled, onApply }: HotelNameFilterProps) => {
  const t = useT();
  const id = useId();
  const [text, setText] = useState(disabled ? (applied ?? searchedName ?? "") : (applied ?? ""));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = text.trim() === "" ? null : text.trim();
    if (name !== applied) onApply(name);
  };
  return (
    <form className={styles.block} onSubmit={submit}>
      <label className={styles.legend} htmlFor={id}>
        {t("hotel.filterHotelName")}
      </label>
      <div className={styles.inline}>
        <input
          id={id}
          type="search"
          className={styles.control}
          value={text}
          disabled={disabled}
          onChange={(event) => setText(event.target.value)}
          {...(disabled ? { "aria-describedby": `${id}-note` } : {})}
        />
        <button type="submit" className={styles.apply} disabled={disabled}>
          {t("shell.apply")} <span className="visually-hidden">{t("hotel.filterHotelName")}</span>
        </button>
      </div>
      {disabled ? (
        <p id={`${id}-note`} className={styles.note}>
          {t("hotelFilters.searchedByName")}
        </p>
      ) : null}
    </form>
  );
});
