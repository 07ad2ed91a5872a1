export { flashCookie, readFlash } from "../../workers/flash/flash";
