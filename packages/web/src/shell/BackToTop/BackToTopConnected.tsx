import { showsBackToTop } from "@travesia/core";
import { useEffect, useState } from "react";
import { BackToTop } from "./BackToTop";

/**
 * The back-to-top button wired to the window's scroll position (core's `showsBackToTop`: past 300 px); going up
 * moves the focus to the page's top.
 */
export const BackToTopConnected = () => {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = () => setVisible(showsBackToTop(window.scrollY));
    // The first reading waits for the next frame: `scrollY` right after a commit (the home's hydration) forces a layout
    // of the whole page inside that task; in the frame, the layout is due anyway.
    const frame = requestAnimationFrame(update);
    window.addEventListener("scroll", update, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener("scroll", update);
    };
  }, []);
  return (
    <BackToTop
      visible={visible}
      onClick={() => {
        window.scrollTo({ top: 0, behavior: "smooth" });
        document.getElementById("top")?.focus({ preventScroll: true });
      }}
    />
  );
};
