import { type Language, type TourPosition, translateTour } from "@travesia/core";
import { type KeyboardEvent, type Ref, useId } from "react";
import styles from "./ProductTour.module.css";

/** Props of the stateless tour step. */
export interface ProductTourProps {
  readonly language: Language;
  /** 1-based number of the step shown, and how many there are. */
  readonly number: number;
  readonly total: number;
  readonly title: string;
  readonly text: string;
  /** Where the box goes (core's `tourPosition`); null while it is being measured. */
  readonly position: TourPosition | null;
  readonly boxRef: Ref<HTMLDivElement>;
  readonly onPrevious: () => void;
  /** The next step; on the last step, the end of the tour. */
  readonly onNext: () => void;
  readonly onClose: () => void;
}

/** The class of each side the box may take (an arrow on its edge facing the anchor; none when centred). */
const PLACEMENT_CLASS: Record<TourPosition["placement"], string | undefined> = {
  below: styles.below,
  above: styles.above,
  right: styles.right,
  left: styles.left,
  centre: styles.below,
};

/**
 * The box's classes by what they do, for the stand-in script (`tourStandInScript.ts`), which places a document's
 * prerendered step as this component would, before the component's code is there.
 */
export const TOUR_BOX_CLASSES = {
  measuring: styles.measuring,
  arrow: styles.arrow,
  placements: PLACEMENT_CLASS,
} as const;

/**
 * One step of the product tour: a non-modal dialog named by its title and described by its text, with its number,
 * 'Anterior' (from step 2), 'Siguiente' ('Listo' on the last step) and a close button; Escape closes it. Fixed on
 * screen, it moves nothing on the page.
 */
export const ProductTour = (props: ProductTourProps) => {
  const { language, number, total, position } = props;
  const id = useId();
  const t = (key: Parameters<typeof translateTour>[1], params?: Readonly<Record<string, number>>) =>
    translateTour(language, key, params);
  const last = number === total;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    event.stopPropagation();
    props.onClose();
  };
  const placement = position === null ? styles.measuring : PLACEMENT_CLASS[position.placement];
  return (
    <div
      ref={props.boxRef}
      role="dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      tabIndex={-1}
      className={`${styles.tour} ${placement}`}
      style={position === null ? { top: 0, left: 0 } : { top: position.top, left: position.left }}
      onKeyDown={onKeyDown}
      data-testid="product-tour"
    >
      {position?.arrowLeft != null ? (
        <span className={styles.arrow} style={{ left: position.arrowLeft }} aria-hidden="true" />
      ) : position?.arrowTop === undefined ? null : (
        <span className={styles.arrow} style={{ top: position.arrowTop }} aria-hidden="true" />
      )}
      <div className={styles.header}>
        <h2 id={`${id}-title`} className={styles.title}>
          {props.title}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={t("tour.close")}
          onClick={props.onClose}
          data-tour-action="close"
        >
          ×
        </button>
      </div>
      <p id={`${id}-text`} className={styles.text}>
        {props.text}
      </p>
      <div className={styles.actions}>
        <p className={styles.progress}>{t("tour.progress", { step: number, total })}</p>
        <div className={styles.buttons}>
          {number > 1 ? (
            <button type="button" className={styles.previous} onClick={props.onPrevious} data-tour-action="previous">
              {t("tour.previous")}
            </button>
          ) : null}
          <button type="button" className={styles.next} onClick={props.onNext} data-tour-action="next">
            {t(last ? "tour.finish" : "tour.next")}
          </button>
        </div>
      </div>
    </div>
  );
};
