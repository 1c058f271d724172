export * from "./mapGridClusters.js";
export * from "./webMercator.js";
