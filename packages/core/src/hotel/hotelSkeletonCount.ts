/** Spec 001 §9: "5 skeleton placeholders". */
export const HOTEL_SKELETON_COUNT = 5;

/**
 * How many skeleton cards to draw: while results load, enough to fill 5 slots beside the clusters already shown;
 * none once loading ends. Spec 001 §2: "Skeleton cards (5; count computed from clusters) show while results load."
 *
 * @example hotelSkeletonCount(true, 0) // 5
 * @example hotelSkeletonCount(true, 3) // 2
 * @example hotelSkeletonCount(false, 0) // 0
 */
export const hotelSkeletonCount = (loading: boolean, clustersShown: number): number =>
  loading ? Math.max(0, HOTEL_SKELETON_COUNT - Math.max(0, Math.floor(clustersShown))) : 0;
