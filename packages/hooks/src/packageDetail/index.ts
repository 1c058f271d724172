export * from "./usePackageDetail.js";
