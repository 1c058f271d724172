import type { AdminIssue, HomeList, HomeListItem } from "@travesia/core";
import { useId } from "react";
import page from "../../shared/Page.module.css";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";
import { AdminDestination } from "../ContentFields/AdminDestination";
import { AdminFinder } from "../ContentFields/AdminFinder";

/** Props of the stateless {@link HomeListEditor}. */
export interface HomeListEditorProps {
  readonly list: HomeList;
  /** The list as being edited (not saved yet). */
  readonly items: readonly HomeListItem[];
  readonly destination: string | null;
  readonly issues: readonly AdminIssue[];
  readonly saving: boolean;
  readonly onDestination: (code: string) => void;
  readonly onAdd: (item: HomeListItem) => void;
  readonly onMove: (index: number, offset: number) => void;
  readonly onRemove: (index: number) => void;
  readonly onRetitle: (index: number, title: string) => void;
  readonly onSave: () => void;
}

/**
 * One of the home's hotel lists (promotions or recommended hotels): each hotel with its title (editable), moved up
 * or down, removed; a hotel added by destination and name (`find-hotel`); saved whole.
 */
export const HomeListEditor = (props: HomeListEditorProps) => {
  const { list, items, destination, issues, saving } = props;
  const t = useAdminT();
  const id = useId();
  const heading = t(list === "promotions" ? "admin.home.promotions" : "admin.home.recommended");
  return (
    <section className={styles.fieldset} aria-labelledby={`${id}-h`} data-testid={`home-${list}`}>
      <h3 id={`${id}-h`} className={styles.legend}>
        {heading}
      </h3>
      {items.length === 0 ? <p className={page.muted}>{t("admin.content.none")}</p> : null}
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.hotelId} className={styles.row}>
            <span className={page.field}>
              <label htmlFor={`${id}-${item.hotelId}`}>{t("admin.home.titleOf", { name: item.hotelId })}</label>
              <input
                id={`${id}-${item.hotelId}`}
                className={page.input}
                value={item.title}
                onChange={(event) => props.onRetitle(index, event.target.value)}
              />
            </span>
            <span className={page.actions}>
              <button
                type="button"
                className={page.secondary}
                disabled={index === 0}
                aria-label={t("admin.content.moveUp", { name: item.title })}
                onClick={() => props.onMove(index, -1)}
              >
                ↑
              </button>
              <button
                type="button"
                className={page.secondary}
                disabled={index === items.length - 1}
                aria-label={t("admin.content.moveDown", { name: item.title })}
                onClick={() => props.onMove(index, 1)}
              >
                ↓
              </button>
              <button
                type="button"
                className={page.secondary}
                aria-label={t("admin.content.removeLabel", { name: item.title })}
                onClick={() => props.onRemove(index)}
              >
                {t("admin.content.remove")}
              </button>
            </span>
          </li>
        ))}
      </ol>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t("admin.home.addHotel")}</legend>
        <AdminDestination
          id={`${id}-destination`}
          label={t("admin.home.destination")}
          onChoose={(city) => props.onDestination(city.code)}
        />
        {destination === null ? null : (
          <AdminFinder
            key={destination}
            id={`${id}-hotel`}
            label={t("admin.home.hotel")}
            source={{ kind: "hotel", destinationId: destination }}
            onChoose={(hotel) => props.onAdd({ hotelId: hotel.id, title: hotel.label })}
          />
        )}
      </fieldset>
      {issues.length === 0 ? null : (
        <p className={styles.issue} role="alert">
          {issues.map((issue) => t(issue.key, issue.params)).join(" ")}
        </p>
      )}
      <button type="button" className={page.primary} disabled={saving} onClick={props.onSave}>
        {saving ? t("admin.content.saving") : t("admin.content.save")}
      </button>
    </section>
  );
};
