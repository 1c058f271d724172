import type { AdminHotelCity } from "@travesia/core";
import type { FinderOption } from "@travesia/hooks";
import { useId } from "react";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import { AdminFinder } from "../ContentFields/AdminFinder";

/** Props of the stateless hotel finder. */
export interface HotelFinderProps {
  readonly cities: readonly AdminHotelCity[];
  /** The destination searched in (`find-hotel`'s `destinationId`). */
  readonly city: string;
  readonly onCity: (code: string) => void;
  readonly onChoose: (option: FinderOption) => void;
}

/** The hotels module's list page: a destination, then a hotel by its name (`find-hotel`), to edit. */
export const HotelFinder = ({ cities, city, onCity, onChoose }: HotelFinderProps) => {
  const t = useAdminT();
  const id = useId();
  return (
    <section className={styles.content} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {t("admin.module.hotels")}
      </h2>
      <span className={page.field}>
        <label htmlFor={`${id}-city`}>{t("admin.hotels.city")}</label>
        <select id={`${id}-city`} className={page.input} value={city} onChange={(event) => onCity(event.target.value)}>
          {cities.map((option) => (
            <option key={option.code} value={option.code}>
              {option.name}
            </option>
          ))}
        </select>
      </span>
      <AdminFinder
        key={city}
        id={`${id}-find`}
        label={t("admin.hotels.find")}
        source={{ kind: "hotel", destinationId: city }}
        onChoose={onChoose}
      />
    </section>
  );
};
