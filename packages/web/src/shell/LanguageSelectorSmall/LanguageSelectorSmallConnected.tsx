import { useLanguage } from "@travesia/hooks";
import { LanguageSelectorSmall } from "./LanguageSelectorSmall";

/** The small language selector wired to the `ml` cookie. */
export const LanguageSelectorSmallConnected = () => {
  const { data, actions } = useLanguage();
  return <LanguageSelectorSmall language={data.language} languages={data.languages} onSelect={actions.select} />;
};
