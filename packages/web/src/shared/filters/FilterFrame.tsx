import { memo, type ReactNode, useId } from "react";
import type { FilterFolds } from "./FilterFolds";
import { sameNode } from "./sameNode";

/** The class names a panel draws its frame with (each panel keeps its own look). */
export interface FrameLook {
  readonly frame?: string | undefined;
  /** The box of the heading and the clear button, when the button sits at the top. */
  readonly header?: string | undefined;
  readonly heading?: string | undefined;
  readonly clear?: string | undefined;
  /** A folding section: the disclosure, its h3, its button and its body. */
  readonly section?: string | undefined;
  readonly sectionTitle?: string | undefined;
  readonly sectionButton?: string | undefined;
  readonly sectionBody?: string | undefined;
  /** The phone fold: the header (toggle and what sits beside it), the toggle and the folded body. */
  readonly phoneHeader?: string | undefined;
  readonly toggle?: string | undefined;
  readonly phoneBody?: string | undefined;
}

/** One section of a filter panel: what it draws, and when it folds, its title and whether it starts open. */
interface FilterSectionEntry {
  readonly key: string;
  /** The title of a folding section (see `folds`); without it the body stands alone. */
  readonly fold?: { readonly title: string; readonly open: boolean };
  readonly body: ReactNode;
}

/** Props of {@link FilterFrame}. */
export interface FilterFrameProps {
  readonly look: FrameLook;
  /** An `aside` named by `label` (a landmark), or a `section` named by its heading. */
  readonly landmark: { readonly as: "aside"; readonly label: string } | { readonly as: "section" };
  /** 'Filtrar Por'; hidden where a dialog's title says it already. */
  readonly heading: string;
  readonly headingHidden?: boolean;
  /** 'Limpiar Filtros': beside the heading (`top`) or after the sections (`bottom`). */
  readonly clear: {
    readonly text: string;
    readonly at: "top" | "bottom";
    readonly disabled?: boolean;
    readonly onClear: () => void;
  };
  readonly sections: readonly FilterSectionEntry[];
  /**
   * The Headless UI disclosures (`FILTER_FOLDS`) that folding sections and the phone fold are drawn with: a panel
   * without them does not load that code.
   */
  readonly folds?: FilterFolds;
  /** A phone's fold (with `folds`): every section behind a toggle, with something beside it (an order-by select). */
  readonly phone?: { readonly toggle: (open: boolean) => ReactNode; readonly beside: ReactNode };
}

interface FrameSectionProps {
  readonly look: FrameLook;
  readonly folds: FilterFolds | undefined;
  readonly fold: FilterSectionEntry["fold"];
  readonly body: ReactNode;
}

/**
 * One section, drawn again only when what it draws changed (its body's elements and their props compared by value,
 * functions by identity): a filter click redraws the section it changed and those whose counts moved, not the others'
 * disclosures (each a handful of Headless UI components).
 */
const FrameSection = memo(
  ({ look, folds, fold, body }: FrameSectionProps) =>
    fold === undefined || folds === undefined ? (
      body
    ) : (
      <folds.Section look={look} title={fold.title} open={fold.open}>
        {body}
      </folds.Section>
    ),
  (before, after) =>
    before.look === after.look &&
    before.folds === after.folds &&
    before.fold?.title === after.fold?.title &&
    before.fold?.open === after.fold?.open &&
    sameNode(before.body, after.body),
);

/**
 * The filter-panel frame (spec 001 §2, spec 002 §2): 'Filtrar Por', a list of sections, each a kind of this folder
 * (choices with counts, price range, range, schedule window) either standing alone or folded in a Headless UI
 * disclosure (keyboard: Enter and Space), and 'Limpiar Filtros'. On a phone everything may fold behind one toggle.
 * A panel is its list of sections and its look; the rules of what each section shows are core's.
 */
export const FilterFrame = (props: FilterFrameProps) => {
  const { look, landmark, heading, clear, sections, folds, phone } = props;
  const headingId = useId();
  const clearButton = (
    <button type="button" className={look.clear} disabled={clear.disabled} onClick={clear.onClear}>
      {clear.text}
    </button>
  );
  const title = (
    <h2 id={headingId} className={props.headingHidden ? "visually-hidden" : look.heading}>
      {heading}
    </h2>
  );
  const body = (
    <>
      {sections.map(({ key, fold, body }) => (
        <FrameSection key={key} look={look} folds={fold === undefined ? undefined : folds} fold={fold} body={body} />
      ))}
      {clear.at === "bottom" ? clearButton : null}
    </>
  );
  const named = landmark.as === "aside" ? { "aria-label": landmark.label } : { "aria-labelledby": headingId };
  if (phone !== undefined && folds !== undefined)
    return (
      <folds.Phone look={look} as={landmark.as} named={named} toggle={phone.toggle} beside={phone.beside}>
        {/* The sections' h3 titles sit under this h2, as on the plain panel (axe-core heading-order). */}
        {title}
        {body}
      </folds.Phone>
    );
  const Landmark = landmark.as;
  return (
    <Landmark className={look.frame} {...named}>
      {clear.at === "top" ? (
        <div className={look.header}>
          {title}
          {clearButton}
        </div>
      ) : (
        title
      )}
      {body}
    </Landmark>
  );
};
