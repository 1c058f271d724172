import { useT } from "../../i18n/LanguageContext";
import { CurrencySelectorLarge } from "../../shell/CurrencySelectorLarge";
import styles from "./HomePage.module.css";

/** Home: per-product search boxes (later issues) and the large currency selector. */
export const HomePage = () => {
  const t = useT();
  return (
    <section className={styles.home} aria-labelledby="home-title">
      <h1 id="home-title">{t("home.title")}</h1>
      <CurrencySelectorLarge />
    </section>
  );
};

export default HomePage;
