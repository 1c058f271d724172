import { Outlet } from "react-router-dom";
import styles from "./Shell.module.css";

/** The page frame: header with the logo, then the routed page. */
export const Shell = () => (
  <div className={styles.shell}>
    <header className={styles.header}>
      <a className={styles.logo} href="/">
        Travesía
      </a>
    </header>
    <main className={styles.main} id="main">
      <Outlet />
    </main>
  </div>
);
