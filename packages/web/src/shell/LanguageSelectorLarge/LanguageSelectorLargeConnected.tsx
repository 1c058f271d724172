import { useLanguage } from "@travesia/hooks";
import { LanguageSelectorLargeLazy } from "./LanguageSelectorLargeLazy";

/** The large language selector wired to the `ml` cookie and the languages the portal offers (`GET /profile/languages`). */
export const LanguageSelectorLargeConnected = () => {
  const { data, actions } = useLanguage({ offered: true });
  return <LanguageSelectorLargeLazy language={data.language} languages={data.languages} onSelect={actions.select} />;
};
