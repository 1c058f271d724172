import { type Language, pageStandInReplySlot, TOUR_STAND_IN_ID, TOUR_STEPS } from "@travesia/core";
import { renderToString } from "react-dom/server";
import { ProductTour, TOUR_BOX_CLASSES } from "./ProductTour";

const nothing = () => {};

/**
 * The product tour's first step as the prerendered home carries it, outside the hydrated page: hidden, its title and
 * text slots the portal's server fills from the tour's texts (core's `tourStandInCalls`), shown and placed before the
 * first paint by the home's inline script on a first visit (`tourStandInScript.ts`), and taken off when the tour
 * draws its own (`takeTourStandIn`). Not inert: it lies over the page, whose links work before any script runs, and
 * a tap on it must not reach them. Its close button and Escape close the tour for good already, and 'Siguiente' is
 * kept for the tour to start at the next step (`tourStandInScript.ts`); the tour takes the focus once it is there.
 */
const ProductTourStandIn = ({ language }: { readonly language: Language }) => (
  <div id={TOUR_STAND_IN_ID} hidden data-classes={JSON.stringify(TOUR_BOX_CLASSES)}>
    <ProductTour
      language={language}
      number={1}
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

/** The stand-in's markup in one language, for the home's prerender (`scripts/prerender.mjs`), with ids of its own. */
export const renderTourStandIn = (language: Language): string =>
  renderToString(<ProductTourStandIn language={language} />, { identifierPrefix: "tour-stand-in-" });
