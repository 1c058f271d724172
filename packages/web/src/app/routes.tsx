import type { RouteObject } from "react-router-dom";
import { Shell } from "../shell/Shell";

/** The portal's routes; every page is its own lazily loaded module. */
export const routes: RouteObject[] = [
  {
    element: <Shell />,
    children: [{ index: true, lazy: async () => ({ Component: (await import("../pages/home/HomePage")).default }) }],
  },
];
