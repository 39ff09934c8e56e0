import { consentSettingsParam } from "..";
import { footerCopy } from "~/components/layout/copy/navigation";

declare global {
  interface Window {
    /** The spec's global settings opener; the cookie banner sets it once it has hydrated. */
    openCookieSettings?: () => void;
  }
}

/**
 * The footer's link that reopens the cookie banner: in place with JavaScript, by reloading with
 * the opener parameter without.
 */
export function CookieSettingsLink() {
  return (
    <a
      href={`?${consentSettingsParam}`}
      className="hover:text-primary"
      onClick={(event) => {
        if (!window.openCookieSettings) return;
        event.preventDefault();
        window.openCookieSettings();
      }}
    >
      {footerCopy.cookieSettings}
    </a>
  );
}
