import { markInteractive } from "~/ui/enhance/dom";
import { zoneOptions } from "../zones";

/**
 * The time-zone field's places (slot-picker.tsx): some 400 options that only a visitor changing
 * their zone needs, and which would take /book's HTML past what a first round trip carries. So
 * the page comes without them, and this module makes the field's `<datalist>` from the browser's
 * own zones (the same list and names as the server's, app/bookings/zones.ts) when the field is
 * first focused. Without JavaScript a typed place works as it is; the answer to one that names
 * no zone brings the server's list with it.
 */
function fill(field: HTMLInputElement) {
  const id = field.getAttribute("list");
  if (!id || document.getElementById(id)) return;
  const list = document.createElement("datalist");
  list.id = id;
  for (const zone of zoneOptions(field.dataset.zoneField ?? "")) {
    const option = document.createElement("option");
    option.value = zone.place;
    list.appendChild(option);
  }
  field.insertAdjacentElement("afterend", list);
}

document.addEventListener("focusin", (event) => {
  const field = event.target;
  if (field instanceof HTMLInputElement && field.hasAttribute("data-zone-field")) fill(field);
});
markInteractive();
