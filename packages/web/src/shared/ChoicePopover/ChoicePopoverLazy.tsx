import { lazyWidget } from "../lazyWidget";
import { ChoicePopoverPlaceholder } from "./ChoicePopoverPlaceholder";

/**
 * A small selector of the header (spec 000 §2: the small language selector, "on mobile a full-screen selector, on
 * desktop a dropdown"; the small currency selector "in a panel; on mobile a selector screen"). A Headless UI
 * popover, loaded after the first paint; on phones its panel covers the screen (CSS).
 */
export const ChoicePopoverLazy = lazyWidget(
  async () => ({ default: (await import("./ChoicePopover")).ChoicePopover }),
  ChoicePopoverPlaceholder,
);
