/** How a transfer is run: shared with other travellers, a private vehicle, or a shuttle on a fixed round. */
export const TRANSFER_SERVICE_TYPES = ["shared", "private", "shuttle"] as const;
export type TransferServiceType = (typeof TRANSFER_SERVICE_TYPES)[number];

/** The vehicle types, smallest first. */
export const TRANSFER_VEHICLES = ["sedan", "minivan", "van", "minibus", "bus"] as const;
export type TransferVehicle = (typeof TRANSFER_VEHICLES)[number];

/** What a transfer's price counts: each vehicle, or each passenger (children included). */
export const TRANSFER_PRICE_BASES = ["vehicle", "person"] as const;
export type TransferPriceBasis = (typeof TRANSFER_PRICE_BASES)[number];
