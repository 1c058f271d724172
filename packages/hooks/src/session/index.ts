export * from "./useAuth.js";
export * from "./useCrossTabSession.js";
export * from "./userLoggedFlag.js";
export * from "./useSessionStatus.js";
export * from "./useUser.js";
