import data from "virtual:content/team";
import type { TeamData } from "./schema";

/** The /team "Our Vision for a Smarter Future" copy, from team.yml (checked at build time). */
export type VisionCopy = TeamData["vision"];
export type CompanyValue = TeamData["values"][number];
export type TeamMember = TeamData["members"][number];
export type TimelineEntry = TeamData["timeline"][number];

export const vision: VisionCopy = data.vision;
export const mission: string = data.mission;
export const values: CompanyValue[] = data.values;
export const teamMembers: TeamMember[] = data.members;
export const timeline: TimelineEntry[] = data.timeline;
/** The year the history starts (its first entry): /team names it in its link to the history on /about. */
export const historySince: number = data.timeline[0]?.year ?? 2017;
