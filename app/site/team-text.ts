/** The vision and team page (/team): its meta and its headings. */
export const visionTeamText = {
  metaTitle: "Our Vision and Team",
  metaDescription:
    "The people behind ADRIG Technologies in Chennai: our mission, the values we work by, the team that leads our AI and software delivery, and our story since 2017.",
  keywords: ["ADRIG team", "AI company Chennai", "company vision", "AI careers", "technology partner"],
  mission: "Our Mission and Values",
  people: "Meet the Team",
  peopleIntro: "A small senior team that stays with every project from the first workshop to long after launch.",
  /** The history is told on /about only: /team links to it. */
  historyLink: (since: number) => `How we got here: our story since ${since}`,
  joinTitle: "Build a Smarter Future With Us",
  joinText:
    "Engineers who like shipping AI that works, and organisations with a process worth automating: we would like to hear from you.",
  join: "Join Our Team",
  partner: "Partner With Us",
} as const;
