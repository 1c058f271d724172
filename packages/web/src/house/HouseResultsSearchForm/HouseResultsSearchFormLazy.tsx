import { lazyWidget } from "../../shared/lazyWidget";
import {
  HouseResultsSearchFormPlaceholder,
  type HouseResultsSearchFormProps,
} from "./HouseResultsSearchFormPlaceholder";

/** The results-page house form, loaded when 'Ajustar búsqueda' first opens it (or a bad URL shows it). */
export const HouseResultsSearchFormLazy = lazyWidget<HouseResultsSearchFormProps>(
  async () => ({ default: (await import("./HouseResultsSearchFormConnected")).HouseResultsSearchFormConnected }),
  HouseResultsSearchFormPlaceholder,
);
