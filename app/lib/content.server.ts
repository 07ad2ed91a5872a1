// Loaders reach the static-content reader through this file so that it never enters the browser bundle.
export { readLandingContent } from "../../workers/content/static-content";
