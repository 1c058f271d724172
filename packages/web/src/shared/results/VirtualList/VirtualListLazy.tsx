import { preload, usePreloaded } from "../preload/preload";
import type { VirtualListProps } from "./VirtualList";
import styles from "./VirtualList.module.css";

/** The list's code, TanStack Virtual's engine most of it. */
const virtualListCode = preload(async () => (await import("./VirtualList")).VirtualList);

/** Cards drawn in the list's place while its code loads: a first screen's worth. */
const FIRST_SCREEN = 3;

/**
 * The virtual list (`VirtualList`) once its code has loaded (at once after the first time); until then the first screen's cards in
 * flow and the footer, so that a reply arriving first is never a blank page.
 */
export const VirtualListLazy = (props: VirtualListProps) => {
  const List = usePreloaded(virtualListCode);
  if (List !== null) return <List {...props} />;
  const { count, renderItem, label, footer, className } = props;
  return (
    <>
      <ol className={className === undefined ? styles.list : `${styles.list} ${className}`} aria-label={label}>
        {Array.from({ length: Math.min(count, FIRST_SCREEN) }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are places in the list, as the virtual list keys them
          <li key={index} className={styles.inFlow}>
            {renderItem(index)}
          </li>
        ))}
      </ol>
      {footer === undefined ? null : <div>{footer}</div>}
    </>
  );
};
