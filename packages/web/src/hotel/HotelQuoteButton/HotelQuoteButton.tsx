import type { QuoteButtonView, QuoteNotice } from "@travesia/core";
import { useT } from "../../i18n/LanguageContext";
import styles from "./HotelQuoteButton.module.css";

/** Props of the stateless quote button (spec 001 §4 "Quote button", §6, §8). */
export interface HotelQuoteButtonProps {
  /** Core's `quoteButtonView`: label key, disabled, spinner, the sold-out text. */
  readonly button: QuoteButtonView;
  /** The warnings and notices this rate's quote raised (core's `QuoteNotice`s). */
  readonly notices: readonly QuoteNotice[];
  readonly onQuote: () => void;
}

/**
 * The quote button: 'Seleccionar' / 'Seleccionado', 'Verificando' while the policy is checked, a spinner while
 * quoting (every other button disabled meanwhile), 'No disponible' once blocked with 'Hemos vendido la última
 * habitación' after a failure; the deadline and credit warnings ('Tu usuario tiene permiso únicamente…', 'No hay
 * crédito disponible…') and the alternative-rate notice beside it.
 */
export const HotelQuoteButton = ({ button, notices, onQuote }: HotelQuoteButtonProps) => {
  const t = useT();
  return (
    <div className={styles.quote}>
      <button
        type="button"
        className={styles.button}
        disabled={button.disabled}
        aria-busy={button.spinner}
        data-state={button.labelKey}
        onClick={onQuote}
      >
        {button.spinner ? <span className={styles.spinner} aria-hidden="true" /> : null}
        {t(button.labelKey)}
        {button.spinner ? <span className="visually-hidden">{`, ${t("hotelRates.quoting")}`}</span> : null}
      </button>
      {button.errorKey === undefined ? null : <p className={styles.error}>{t(button.errorKey)}</p>}
      {notices.length === 0 ? null : (
        <div role="alert" className={styles.notices}>
          {notices.map((notice) => (
            <p key={notice.messageKey} className={styles.notice} data-level={notice.level}>
              {t(notice.messageKey)}
            </p>
          ))}
        </div>
      )}
    </div>
  );
};
