import { lazyWidget } from "../../shared/lazyWidget";
import { ChatPopupPlaceholder } from "./ChatPopupPlaceholder";

/** The chat popup: a Headless UI popover from a floating button, loaded after the first paint. */
export const ChatPopupLazy = lazyWidget(
  async () => ({ default: (await import("./ChatPopup")).ChatPopup }),
  ChatPopupPlaceholder,
);
