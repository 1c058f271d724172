import { lazyWidget } from "../../shared/lazyWidget";
import { LanguageSelectorLargePlaceholder } from "./LanguageSelectorLargePlaceholder";

/** The large language selector (spec 000 §2 "and a large version"): a labelled Headless UI listbox, loaded late. */
export const LanguageSelectorLargeLazy = lazyWidget(
  async () => ({ default: (await import("./LanguageSelectorLarge")).LanguageSelectorLarge }),
  LanguageSelectorLargePlaceholder,
);
