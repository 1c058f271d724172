import type { MessageKey } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import { BudgetIcon } from "../../shared/icons";
import styles from "./HotelRateBudget.module.css";

/** Props of the stateless add-to-budget control of a rate (spec 000 §4, §8; spec 001 §2 "add-to-budget"). */
export interface HotelRateBudgetProps {
  /** 'Agregar a presupuesto' / 'Agregar a cotización', 'Agregando…', 'Item agregado', 'Agregado' (core's keys). */
  readonly labelKey: MessageKey;
  readonly disabled: boolean;
  /** The add is in flight (spinner). */
  readonly busy: boolean;
  /** The last failure ('Actualmente no existe ningún presupuesto activo', 'Hubo un pequeño problema…'). */
  readonly errorKey: MessageKey | null;
  readonly onAdd: () => void;
  /**
   * 'Agregar a una nueva cotización' (spec 000 §4 "A product may be added to a new trip"), when core's
   * `addToNewTripOffered` says so; disabled with the add button.
   */
  readonly onAddToNewTrip?: (() => void) | null;
}

/**
 * The add-to-budget control: idle, in flight (disabled, spinner), added ('Item agregado' / 'Agregado'), disabled
 * after a notification reply; a failure's text stays under it (the toast announces it). In trip mode with a trip
 * active, 'Agregar a una nueva cotización' under it starts a new trip for the product.
 */
export const HotelRateBudget = (props: HotelRateBudgetProps) => {
  const { labelKey, disabled, busy, errorKey, onAdd, onAddToNewTrip } = props;
  const t = useT();
  return (
    <div className={styles.budget}>
      <button
        type="button"
        className={styles.button}
        disabled={disabled}
        aria-busy={busy}
        data-added={labelKey === "budget.itemAdded" || labelKey === "budget.added"}
        data-tour="addToBudget"
        onClick={onAdd}
      >
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : <BudgetIcon />}
        {t(labelKey)}
      </button>
      {onAddToNewTrip ? (
        <button type="button" className={styles.newTrip} disabled={disabled} onClick={onAddToNewTrip}>
          {t("newTrip.add")}
        </button>
      ) : null}
      {errorKey === null ? null : <p className={styles.error}>{t(errorKey)}</p>}
    </div>
  );
};
