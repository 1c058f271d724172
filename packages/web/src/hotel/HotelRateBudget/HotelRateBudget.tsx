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
}

/**
 * The add-to-budget control: idle, in flight (disabled, spinner), added ('Item agregado' / 'Agregado'), disabled
 * after a notification reply; a failure's text stays under it (the toast announces it).
 */
export const HotelRateBudget = ({ labelKey, disabled, busy, errorKey, onAdd }: HotelRateBudgetProps) => {
  const t = useT();
  return (
    <div className={styles.budget}>
      <button
        type="button"
        className={styles.button}
        disabled={disabled}
        aria-busy={busy}
        data-added={labelKey === "budget.itemAdded" || labelKey === "budget.added"}
        onClick={onAdd}
      >
        {busy ? <span className={styles.spinner} aria-hidden="true" /> : <BudgetIcon />}
        {t(labelKey)}
      </button>
      {errorKey === null ? null : <p className={styles.error}>{t(errorKey)}</p>}
    </div>
  );
};
