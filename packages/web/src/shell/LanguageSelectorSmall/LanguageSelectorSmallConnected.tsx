import { useLanguage } from "@travesia/hooks";
import { LanguageSelectorSmall } from "./LanguageSelectorSmall";

/** The small language selector wired to the `ml` cookie and the languages the portal offers (`GET /profile/languages`). */
export const LanguageSelectorSmallConnected = () => {
  const { data, actions } = useLanguage({ offered: true });
  return <LanguageSelectorSmall language={data.language} languages={data.languages} onSelect={actions.select} />;
};
