import { recordVisit } from "./visit-recorder";

/** Every content page: where this visit came from, kept in the tab for the forms (./visit-recorder.ts). */
recordVisit();
