import { lazyWidget } from "../../shared/lazyWidget";
import { CurrencySelectorLargePlaceholder } from "./CurrencySelectorLargePlaceholder";

/** The large currency selector: a labelled Headless UI listbox, loaded after the first paint. */
export const CurrencySelectorLargeLazy = lazyWidget(
  async () => ({ default: (await import("./CurrencySelectorLarge")).CurrencySelectorLarge }),
  CurrencySelectorLargePlaceholder,
);
