import { TOUR_STEPS, type TourStep } from "@travesia/core";
import { useTourTexts } from "@travesia/hooks";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLanguageCode } from "../../i18n/LanguageContext";
import { ProductTour } from "./ProductTour";
import { takeTourStandIn, useTourStandInDismissed } from "./tourStandIn";
import { useAnchorShown, useTourPlacement } from "./useTourPlacement";

/** Props of the connected tour: the step this page starts at, and how to close the tour for good. */
export interface ProductTourConnectedProps {
  readonly start: TourStep;
  /** The user call said who is here, and that they have not closed the tour: shown; until then only loaded. */
  readonly confirmed: boolean;
  readonly onDismiss: () => void;
}

/**
 * The product tour over the page (its own chunk, loaded after the page is interactive): starts at the page's step
 * once that step's anchor is shown and the texts arrived (`useTourTexts`), in place of the document's prerendered
 * step (`ProductTourStandIn`), moves the focus into the step at each
 * step, and gives it back to where it was when the tour closes (close button, Escape, or 'Listo').
 */
export const ProductTourConnected = ({ start, confirmed, onDismiss }: ProductTourConnectedProps) => {
  const language = useLanguageCode();
  const texts = useTourTexts(language);
  const [index, setIndex] = useState(() => TOUR_STEPS.indexOf(start));
  const step = TOUR_STEPS[index] ?? start;
  const shown = texts.data.find((text) => text.step === step);
  // Closed already on the document's prerendered step: never drawn (nor focused), closed for good.
  const closedEarly = useTourStandInDismissed();
  const ready = useAnchorShown(start) && shown !== undefined && confirmed && !closedEarly;
  const box = useRef<HTMLDivElement>(null);
  const position = useTourPlacement(step, box, ready);
  const returnTo = useRef<Element | null>(null);
  // The step the focus was last moved into: each new step takes it once.
  const focused = useRef<TourStep | null>(null);
  // Once placed: a box still being measured is hidden, and a hidden element takes no focus.
  const placed = ready && position !== null;
  useLayoutEffect(() => {
    if (!closedEarly) return;
    takeTourStandIn();
    onDismiss();
  }, [closedEarly, onDismiss]);
  // The document's prerendered step gives way in the frame this one is first drawn in (or when none will be); its
  // 'Siguiente' or 'Anterior', pressed before, holds: the tour goes on from there.
  useLayoutEffect(() => {
    if (!placed && texts.status !== "error") return;
    const startAt = takeTourStandIn();
    if (startAt !== null) setIndex(TOUR_STEPS.indexOf(startAt));
  }, [placed, texts.status]);
  useEffect(() => {
    if (!placed || focused.current === step) return;
    focused.current = step;
    returnTo.current ??= document.activeElement;
    box.current?.focus({ preventScroll: true });
  }, [placed, step]);
  const close = () => {
    onDismiss();
    const back = returnTo.current;
    if (back instanceof HTMLElement && back.isConnected && back !== document.body) back.focus({ preventScroll: true });
    else document.getElementById("main")?.focus({ preventScroll: true });
  };
  if (!ready || shown === undefined) return null;
  return (
    <ProductTour
      language={language}
      number={index + 1}
      total={TOUR_STEPS.length}
      title={shown.title}
      text={shown.text}
      position={position}
      boxRef={box}
      onPrevious={() => setIndex((current) => Math.max(0, current - 1))}
      onNext={() => (index + 1 < TOUR_STEPS.length ? setIndex(index + 1) : close())}
      onClose={close}
    />
  );
};
