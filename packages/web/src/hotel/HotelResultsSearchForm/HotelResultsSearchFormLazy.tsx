import { LoadingPlaceholder } from "../../shared/LoadingPlaceholder";
import { lazyWidget } from "../../shared/lazyWidget";
import type { HotelResultsSearchFormProps } from "./HotelResultsSearchFormConnected";

/** The results-page hotel form, loaded when 'Ajustar búsqueda' first opens it (or a bad URL shows it). */
export const HotelResultsSearchFormLazy = lazyWidget<HotelResultsSearchFormProps>(
  async () => ({ default: (await import("./HotelResultsSearchFormConnected")).HotelResultsSearchFormConnected }),
  LoadingPlaceholder,
);
