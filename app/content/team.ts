/**
 * Static copy for the /team "Our Vision for a Smarter Future" screen.
 * The company was incorporated in 2023; earlier timeline entries describe the
 * founders' work before incorporation.
 */

export type VisionCopy = {
  heading: string;
  intro: string;
};

export type CompanyValue = {
  title: "Innovation" | "Scalability" | "Integrity" | "Client-Centric";
  description: string;
};

export type TeamMember = {
  name: string;
  role: string;
  bio: string;
};

export type TimelineEntry = {
  year: number;
  title: string;
  description: string;
};

export const vision: VisionCopy = {
  heading: "Our Vision for a Smarter Future",
  intro:
    "We believe every growing organisation, not only the largest, should be able to put practical AI to work. From our base in Chennai, we build automations, intelligent assistants and software that take repetitive work off people's desks and give them better information for the decisions that matter.",
};

export const mission =
  "Our mission is to make dependable AI accessible to organisations of every size, by pairing careful engineering with a real understanding of how each business runs, and to deliver systems that pay for themselves and keep improving long after launch.";

export const values: [CompanyValue, CompanyValue, CompanyValue, CompanyValue] = [
  {
    title: "Innovation",
    description:
      "We adopt new techniques when they earn their place, prove them against real data, and would rather ship a working solution next month than a perfect slide deck today.",
  },
  {
    title: "Scalability",
    description:
      "Everything we build is designed to grow with the client: clean architecture, predictable cloud costs and systems that handle ten times the volume without a rewrite.",
  },
  {
    title: "Integrity",
    description:
      "We give honest estimates, say so when AI is not the right answer, and protect client data with the same care we expect for our own.",
  },
  {
    title: "Client-Centric",
    description:
      "We measure success by our clients' outcomes. Every engagement has a named lead on our side, regular demos and a documented handover, so no team is left dependent on us.",
  },
];

export const teamMembers: [TeamMember, TeamMember, TeamMember, TeamMember] = [
  {
    name: "Adithya Rajendran",
    role: "Founder & CEO",
    bio: "Adithya began building automation tools for Chennai businesses while still an engineering student and has led client engagements ever since. He sets ADRIG's direction, joins every new client's discovery workshop and still reviews solution designs before they go to build.",
  },
  {
    name: "Divya Ganesan",
    role: "Co-founder & CTO",
    bio: "Divya leads architecture and engineering standards across ADRIG's products, including RBMS and BillzApp. Her background is in distributed systems, and she insists on software that is secure, observable and easy to hand over.",
  },
  {
    name: "Karthik Subramanian",
    role: "Head of AI",
    bio: "Karthik heads our machine learning and language model work, from document extraction pipelines to the retrieval and multilingual support behind ArivuBot. His research roots are in natural language processing for Tamil and other Indian languages.",
  },
  {
    name: "Priya Venkatesh",
    role: "Head of Delivery",
    bio: "Priya makes sure projects land on time and keep working after launch. She runs delivery for clients in India, the UK and the US, and designed the review, testing and handover process that every ADRIG engagement follows.",
  },
];

export const timeline: TimelineEntry[] = [
  {
    year: 2017,
    title: "First freelance projects",
    description:
      "As engineering students in Chennai, the founders take on their first paid work: websites, inventory spreadsheets and small automation scripts for local shops and training institutes.",
  },
  {
    year: 2018,
    title: "Academic research in machine learning",
    description:
      "Final-year and research projects in text classification and computer vision, including early experiments with Tamil language processing, grow into a shared interest in applied AI.",
  },
  {
    year: 2019,
    title: "First industry engagements",
    description:
      "Working alongside full-time roles, the founders deliver sales dashboards and reporting automation for manufacturers and distributors around Chennai, learning how operations teams really use data.",
  },
  {
    year: 2020,
    title: "Remote delivery at scale",
    description:
      "During the pandemic the group helps colleges move enquiries, admissions and internal workflows online, and builds its first enquiry-answering chatbots for institutions facing a surge of questions.",
  },
  {
    year: 2022,
    title: "Overseas clients and a focus on AI",
    description:
      "The first engagements for clients in the UK and the US, mostly data pipelines and customer support automation, confirm the demand for a dedicated AI and software partner based in India.",
  },
  {
    year: 2023,
    title: "ADRIG Technologies incorporated",
    description:
      "The founders incorporate ADRIG Technologies, open an office in Sembakkam, Chennai, and begin building the products that became RBMS, ArivuBot and BillzApp alongside client services.",
  },
];
