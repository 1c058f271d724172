import type { MessageKey, PriceVariationView } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import styles from "./PackageSelectPanel.module.css";

/** Props of the stateless {@link PackageSelectPanel}. */
export interface PackageSelectPanelProps {
  /** The option is the package's (its flights or its hotel are the chosen ones). */
  readonly selected: boolean;
  /** What choosing it would change: 'por USD 120,00 más' / '… menos'; null when it cannot be read. */
  readonly variation: Pick<PriceVariationView, "isNotZero" | "key" | "params"> | null;
  /** 'Seleccionar' or 'Seleccionado' (core's card views). */
  readonly labelKey: MessageKey;
  readonly disabled: boolean;
  readonly onSelect: () => void;
  /** The button's accessible name, starting with its visible label ('Seleccionar Hotel Sol'). */
  readonly name: string;
  /** Why the button waits (a flight card whose legs are not all picked), or null. */
  readonly hintKey?: MessageKey | null;
}

/**
 * The select corner of a dynamic-packaging option (spec 002 §4, spec 001 §4): 'Incluida en el precio' while the
 * option is the package's, else its price variation ('por {currency} {value} más/menos', spec 002 §9), and the
 * 'Seleccionar' → 'Seleccionado' button.
 */
export const PackageSelectPanel = (props: PackageSelectPanelProps) => {
  const t = useT();
  const { variation } = props;
  const text = props.selected
    ? t("hotel.includedInPrice")
    : variation === null
      ? ""
      : variation.isNotZero
        ? t(variation.key, variation.params)
        : t("packageScreens.samePrice");
  const tone = props.selected
    ? styles.included
    : variation?.isNotZero === true && variation.key === "flight.priceLess"
      ? styles.cheaper
      : styles.dearer;
  return (
    <div className={`${styles.panel} ${props.selected ? styles.selected : ""}`}>
      <p className={`${styles.variation} ${tone}`}>{text}</p>
      {props.hintKey === null || props.hintKey === undefined ? null : <p className={styles.hint}>{t(props.hintKey)}</p>}
      <button
        type="button"
        className={props.selected ? styles.buttonOn : styles.button}
        disabled={props.disabled}
        aria-label={props.name}
        onClick={props.onSelect}
      >
        {props.selected ? <span aria-hidden="true">✓ </span> : null}
        {t(props.labelKey)}
      </button>
    </div>
  );
};
