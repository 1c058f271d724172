/** Where the feature groups may come from: a portal configuration, or a search reply that carries the flags. */
export interface PriceGoSource {
  /** Spec 001 §1: "feature groups: all features, only 'go' features (price-GO), B2B, B2C". */
  readonly featureGroups?: readonly string[] | undefined;
}

/**
 * Whether the portal runs in price-GO: only its 'go' features. The one place that decides it, for every product.
 *
 * Spec 000 §1: "Feature switches coming from portal configuration: … only-'GO' features, B2B, B2C." Spec 001 §1:
 * "Feature flags from the search reply or portal configuration: … Also feature groups: all features, only 'go'
 * features (price-GO), B2B, B2C. Price-GO hides offers filter and review-site rating filter and some price
 * elements." Spec 002 §1: "a 'only GO features' mode that hides some price elements".
 *
 * Decisions: the feature groups are a list (`PortalConfigReply.featureGroups`, also on the hotel search reply); a
 * portal is price-GO when its list names `go` and not `all` (all features win). Sources are read in order and the
 * first that carries `featureGroups` decides (the search reply before the portal configuration, as spec 001 reads
 * its flags); none carrying them means not price-GO.
 *
 * @example portalPriceGo({ featureGroups: ["go", "B2B"] }) // true
 * @example portalPriceGo(reply, portalConfig) // the reply's groups when it has them, else the configuration's
 */
export const portalPriceGo = (...sources: readonly (PriceGoSource | null | undefined)[]): boolean => {
  const groups = sources.find((source) => source?.featureGroups !== undefined)?.featureGroups;
  return groups?.includes("go") === true && !groups.includes("all");
};
