export { flashCookie, readFlash, type FlashToast } from "../../workers/flash/flash";
