import { useNonce } from "~/ui/enhance/nonce";
import type { BookPageView } from "../book-view";
import { ZONE_COOKIE, ZONE_PENDING_CLASS } from "../paths";

/**
 * The visitor's time zone before anything is painted (docs/decisions/031-booking-without-javascript.md).
 * The browser's zone is remembered in a cookie, so the server renders /book in it; on the very first
 * visit (no cookie yet) this inline script, run by the parser before the times below it exist,
 * hides them and reloads the page in that zone: no time in IST is ever shown to someone elsewhere.
 * A zone the visitor chose (`?tz=`) is the one remembered. Without JavaScript: IST and the selector.
 *
 * It first asks the browser's clock, which costs nothing: when its offset from UTC is the shown
 * zone's at each instant of `zoneOffsets` (now to the last time offered), the times shown are
 * already the visitor's and the page stays. Only otherwise does it ask Intl for the zone's name,
 * whose first use costs a phone some 200 ms before the page can paint. So a visitor in India, and
 * anyone back in the zone remembered, pays nothing; a visitor in a zone with the same clock (Sri
 * Lanka's and India's) keeps the times as shown, which are theirs, under the shown zone's name.
 */
export function VisitorZoneScript({ view }: { view: BookPageView }) {
  const nonce = useNonce();
  const script =
    `(function(){try{var chosen=${JSON.stringify(view.zoneDetected)},shown=${JSON.stringify(view.zone)},offsets=${JSON.stringify(view.zoneOffsets)};function keep(z){document.cookie="${ZONE_COOKIE}="+encodeURIComponent(z)+"; path=/book; max-age=31536000; samesite=lax"}if(chosen){keep(shown);return}for(var i=offsets.length,same=true;i--;)if(new Date(offsets[i][0]).getTimezoneOffset()!==offsets[i][1])same=false;if(same){keep(shown);return}var z=Intl.DateTimeFormat().resolvedOptions().timeZone;if(!z)return;keep(z);var u=new URL(location.href);u.searchParams.set("tz",z);document.documentElement.classList.add("${ZONE_PENDING_CLASS}");location.replace(u.href);}catch(e){}})();`.replaceAll(
      "<",
      "\\u003c",
    );
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: this file's constant script; the zone is JSON-escaped (and no "<" is left: the code itself has none).
    <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: script }} />
  );
}
