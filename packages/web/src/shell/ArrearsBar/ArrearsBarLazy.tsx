import { lazyWidget } from "../../shared/lazyWidget";

const NoBar = () => null;

/**
 * The arrears bar, polled every 300000 ms and never on /login (spec 000 §2). Its hook loads after the first paint;
 * nothing shows until the server has messages.
 */
export const ArrearsBarLazy = lazyWidget(
  async () => ({ default: (await import("./ArrearsBarConnected")).ArrearsBarConnected }),
  NoBar,
);
