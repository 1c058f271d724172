import { Disclosure, DisclosureButton, DisclosurePanel } from "@headlessui/react";
import type { ReactNode } from "react";
import { ChevronIcon } from "../icons";
import type { FrameLook } from "./FilterFrame";

interface FoldingSectionProps {
  readonly look: FrameLook;
  readonly title: string;
  readonly open: boolean;
  readonly children: ReactNode;
}

/** A section folded in a Headless UI disclosure: its h3 is the button (Enter and Space fold and unfold it). */
const FoldingSection = ({ look, title, open, children }: FoldingSectionProps) => (
  <Disclosure as="section" defaultOpen={open} className={look.section}>
    <h3 className={look.sectionTitle}>
      <DisclosureButton className={look.sectionButton}>
        <span>{title}</span>
        <ChevronIcon />
      </DisclosureButton>
    </h3>
    <DisclosurePanel className={look.sectionBody}>{children}</DisclosurePanel>
  </Disclosure>
);

interface PhoneFoldProps {
  readonly look: FrameLook;
  readonly as: "aside" | "section";
  readonly named: { readonly "aria-label": string } | { readonly "aria-labelledby": string };
  readonly toggle: (open: boolean) => ReactNode;
  readonly beside: ReactNode;
  readonly children: ReactNode;
}

/** The whole panel folded behind a toggle, with something beside the toggle (a phone's header). */
const PhoneFold = ({ look, as, named, toggle, beside, children }: PhoneFoldProps) => (
  <Disclosure as={as} className={look.frame} {...named}>
    {({ open }) => (
      <>
        <div className={look.phoneHeader}>
          <DisclosureButton className={look.toggle}>{toggle(open)}</DisclosureButton>
          {beside}
        </div>
        <DisclosurePanel className={look.phoneBody}>{children}</DisclosurePanel>
      </>
    )}
  </Disclosure>
);

/** What the frame folds with: a panel that folds hands these to `FilterFrame`'s `folds`. */
export const FILTER_FOLDS = { Section: FoldingSection, Phone: PhoneFold };

/** The type of {@link FILTER_FOLDS}. */
export type FilterFolds = typeof FILTER_FOLDS;
