import type { MessageKey } from "@travesia/core";
import type { ReactNode, Ref } from "react";
import { useT } from "../../i18n/LanguageContext";
import styles from "./SearchFormFrame.module.css";

/** Props of the stateless {@link SearchFormFrame}. */
export interface SearchFormFrameProps {
  /** The form's accessible name: its product ('Hoteles', 'Vuelos' …). */
  readonly labelKey: MessageKey;
  readonly formRef?: Ref<HTMLFormElement> | undefined;
  readonly onSubmit: () => void;
  /** The product's field list: its rows and revealed blocks. */
  readonly children: ReactNode;
  /** Controls drawn before the submit button ('Búsqueda avanzada', 'Explorar nuestras propuestas', passengers). */
  readonly footer?: ReactNode;
  /** 'Buscar' by default; the results-page variants say 'Actualizar'. */
  readonly submitKey?: MessageKey;
}

/**
 * The markup every search form shares, home boxes and results-page variants alike: a named form that validates
 * itself (no browser bubbles), the product's field list, and a footer ending in the submit button.
 */
export const SearchFormFrame = ({
  labelKey,
  formRef,
  onSubmit,
  children,
  footer,
  submitKey = "shell.search",
}: SearchFormFrameProps) => {
  const t = useT();
  return (
    <form
      ref={formRef}
      className={styles.form}
      noValidate
      aria-label={t(labelKey)}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      {children}
      <div className={styles.actions}>
        {footer}
        <button type="submit" className={styles.submit}>
          {t(submitKey)}
        </button>
      </div>
    </form>
  );
};

/** One row of fields that wrap on narrow screens. */
export const SearchFormRow = ({ children, id, hidden }: { children: ReactNode; id?: string; hidden?: boolean }) => (
  <div id={id} className={styles.row} hidden={hidden}>
    {children}
  </div>
);
