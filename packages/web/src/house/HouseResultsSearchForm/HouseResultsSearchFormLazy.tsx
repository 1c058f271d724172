import { LoadingPlaceholder } from "../../shared/LoadingPlaceholder";
import { lazyWidget } from "../../shared/lazyWidget";
import type { HouseResultsSearchFormProps } from "./HouseResultsSearchFormConnected";

/** The results-page house form, loaded when 'Ajustar búsqueda' first opens it (or a bad URL shows it). */
export const HouseResultsSearchFormLazy = lazyWidget<HouseResultsSearchFormProps>(
  async () => ({ default: (await import("./HouseResultsSearchFormConnected")).HouseResultsSearchFormConnected }),
  LoadingPlaceholder,
);
