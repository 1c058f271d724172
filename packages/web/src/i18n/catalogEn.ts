// Its own chunk: English texts load only for visitors who chose English.
export { catalogEn as default } from "@travesia/core";
