import { lazyWidget } from "../../shared/lazyWidget";

const NoNotice = () => null;

/**
 * The user-load failure notice. The shell shows it only once the user call failed; its hook (and the API Schemas it
 * brings) loads then, never with the home page's first load. Nothing shows until it arrives, so the alert is
 * announced once.
 */
export const UserLoadFailureLazy = lazyWidget(
  async () => ({ default: (await import("./UserLoadFailureConnected")).UserLoadFailureConnected }),
  NoNotice,
);
