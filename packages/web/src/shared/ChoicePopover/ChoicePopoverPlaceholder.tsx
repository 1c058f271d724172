import type { ReactNode } from "react";
import styles from "./ChoicePopover.module.css";

/** One choice of a small selector. */
interface ChoiceOption {
  readonly id: string;
  /** The visible text of the choice. */
  readonly label: string;
  /** A second, quieter text (a currency symbol). */
  readonly detail?: string;
  /** The language the label is written in, when it differs from the page's. */
  readonly lang?: string;
}

/** Props of the stateless small selector: a button in the header and a panel of choices. */
export interface ChoicePopoverProps {
  /** The short text on the button ("ES", "USD"). */
  readonly buttonText: string;
  /**
   * The button's text is a three-letter code (a currency's): its place is kept at a code's width, so that the button
   * does not grow when the code replaces the loading mark.
   */
  readonly code?: boolean;
  /** The button's full name for assistive technology ("Idioma: Español"). */
  readonly buttonLabel: string;
  readonly icon?: ReactNode;
  /** The panel's heading ("Elegí tu idioma"). */
  readonly title: string;
  readonly closeLabel: string;
  readonly options: readonly ChoiceOption[];
  readonly selectedId: string | null;
  readonly disabled?: boolean;
  readonly onSelect: (id: string) => void;
  /** A stable name for tests and for the panel's heading id. */
  readonly name: string;
}

/** The button's face, shared by the placeholder and the widget so nothing moves when the widget arrives. */
export const ChoiceButtonFace = ({
  buttonText,
  buttonLabel,
  icon,
  code = false,
}: Pick<ChoicePopoverProps, "buttonText" | "buttonLabel" | "icon" | "code">) => (
  <>
    {icon}
    <span aria-hidden="true" className={code ? `${styles.buttonText} ${styles.code}` : styles.buttonText}>
      {buttonText}
    </span>
    <span className="visually-hidden">{buttonLabel}</span>
  </>
);

/** What shows until the Headless UI code arrives: the same button, inert. */
export const ChoicePopoverPlaceholder = (props: ChoicePopoverProps) => (
  <div className={styles.popover}>
    <button type="button" className={styles.button} aria-disabled="true" data-testid={`${props.name}-button`}>
      <ChoiceButtonFace {...props} />
    </button>
  </div>
);
