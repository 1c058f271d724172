import { ADMIN_MODULES, type AdminModule, adminModulePath } from "@travesia/core";
import { Link } from "react-router-dom";
import styles from "../Admin.module.css";
import { useAdminT } from "../adminText";

/** Props of the back office's side menu. */
export interface AdminMenuProps {
  /** The module to highlight: core's `adminMenuModule` maps an edit URL to its list's entry. */
  readonly current: AdminModule | null;
}

/** The side menu (spec 000 §2 "Admin side menu highlights the current module"), `aria-current` on that entry. */
export const AdminMenu = ({ current }: AdminMenuProps) => {
  const t = useAdminT();
  return (
    <nav className={styles.menu} aria-label={t("admin.menu")}>
      <ul>
        {ADMIN_MODULES.map((module) => (
          <li key={module}>
            <Link
              className={styles.menuLink}
              to={adminModulePath(module)}
              aria-current={module === current ? "page" : undefined}
            >
              {t(`admin.module.${module}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
