import { lazyWidget } from "../lazyWidget";
import { BlockingDialogPlaceholder } from "./BlockingDialogPlaceholder";

/**
 * A blocking Headless UI dialog. Its code is fetched only when a page first shows one (never in the home route's
 * first load); Escape and clicks outside do not close it, as the page behind can no longer be used.
 */
export const BlockingDialogLazy = lazyWidget(
  async () => ({ default: (await import("./BlockingDialog")).BlockingDialog }),
  BlockingDialogPlaceholder,
);
