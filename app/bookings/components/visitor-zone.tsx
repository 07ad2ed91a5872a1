import { useNonce } from "~/ui/enhance/nonce";
import type { BookPageView } from "../book-view";
import { ZONE_COOKIE, ZONE_PENDING_CLASS } from "../paths";

/**
 * The visitor's time zone before anything is painted (docs/decisions/031-booking-without-javascript.md).
 * The browser's zone is remembered in a cookie, so the server renders /book in it; on the very first
 * visit (no cookie yet) this inline script, run by the parser before the times below it exist,
 * hides them and reloads the page in that zone: no time in IST is ever shown to someone elsewhere.
 * A zone the visitor chose (`?tz=`) is the one remembered. The browser may know the zone shown by
 * an older name (Chromium says Asia/Calcutta for Asia/Kolkata): the zone shown is compared in the
 * browser's own naming, so a visitor in India never reloads. Without JavaScript: IST and the selector.
 */
export function VisitorZoneScript({ view }: { view: BookPageView }) {
  const nonce = useNonce();
  const script =
    `(function(){try{var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(!z)return;var chosen=${JSON.stringify(view.zoneDetected)},shown=${JSON.stringify(view.zone)},same=z===shown;try{same=same||new Intl.DateTimeFormat("en",{timeZone:shown}).resolvedOptions().timeZone===z}catch(e){}document.cookie="${ZONE_COOKIE}="+encodeURIComponent(chosen||same?shown:z)+"; path=/book; max-age=31536000; samesite=lax";if(chosen||same)return;var u=new URL(location.href);u.searchParams.set("tz",z);document.documentElement.classList.add("${ZONE_PENDING_CLASS}");location.replace(u.href);}catch(e){}})();`.replaceAll(
      "<",
      "\\u003c",
    );
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: this file's constant script; the zone is JSON-escaped.
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
  );
}
