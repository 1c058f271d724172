import { type Language, pageStandInReplySlot, TOUR_STAND_IN_ID, TOUR_STEPS, type TourStep } from "@travesia/core";
import { renderToString } from "react-dom/server";
import { ProductTour, TOUR_BOX_CLASSES } from "./ProductTour";

const nothing = () => {};

/**
 * A product tour step as a page's document carries it (core's `tourStandInStep`: the home's first, the hotel results'
 * second), outside the page the browser draws: hidden, its title and text slots the portal's server fills from the
 * tour's texts (core's `tourStandInCalls`), shown and placed before the first paint by the document's inline script
 * on a first visit (`tourStandInScript.ts`, which reads the step from `data-step`), and taken off when the tour draws
 * its own (`takeTourStandIn`). Not inert: it lies over the page, whose links work before any script runs, and a tap
 * on it must not reach them. Its close button and Escape close the tour for good already, and 'Siguiente' and
 * 'Anterior' are kept for the tour to start at that step (`tourStandInScript.ts`); the tour takes the focus once it
 * is there.
 */
const ProductTourStandIn = ({ language, step }: { readonly language: Language; readonly step: TourStep }) => (
  <div id={TOUR_STAND_IN_ID} hidden data-step={step} data-classes={JSON.stringify(TOUR_BOX_CLASSES)}>
    <ProductTour
      language={language}
      number={TOUR_STEPS.indexOf(step) + 1}
      total={TOUR_STEPS.length}
      title={pageStandInReplySlot("tourTitle")}
      text={pageStandInReplySlot("tourText")}
      position={null}
      boxRef={null}
      onPrevious={nothing}
      onNext={nothing}
      onClose={nothing}
    />
  </div>
);

/** The stand-in of `step` in one language, for the prerender (`scripts/prerender.mjs`), with ids of its own. */
export const renderTourStandIn = (language: Language, step: TourStep): string =>
  renderToString(<ProductTourStandIn language={language} step={step} />, { identifierPrefix: "tour-stand-in-" });
