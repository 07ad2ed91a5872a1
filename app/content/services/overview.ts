import type { OverviewSection } from "./types";

/** The six sections of the /services overview page, in display order. */
export const overviewSections: OverviewSection[] = [
  {
    id: "ai-automation",
    title: "AI Automation",
    subtitle: "Intelligent systems that forecast, classify and act",
    description:
      "We design AI that takes on the repetitive judgement calls in your business: forecasting how much stock to order, scoring which leads to call, reading invoices and flagging transactions that look wrong. Each solution is trained on your own data and delivered inside the software your teams already use.",
    howItWorks:
      "We pick one high-value decision, agree how success will be measured, build a model on your historical data and prove it against your current method. Only then do we connect it to your systems and extend it to the next process.",
    benefits: [
      "Faster decisions: predictions and alerts arrive in real time instead of in end-of-month reports.",
      "Lower costs: manual sorting, checking and data entry shift to automated models.",
      "Proven accuracy: every model is tested on data it has not seen before it goes live.",
      "Quick returns: projects are scoped to pay for themselves within 3 to 6 months.",
    ],
  },
  {
    id: "data-analysis",
    title: "Data Analysis",
    subtitle: "Reliable numbers and clear dashboards for every team",
    description:
      "We bring data from your ERP, CRM, e-commerce, marketing and finance tools into one well-organised place and build dashboards around the questions your managers ask. Whether you need a daily sales view or a platform for millions of events, the numbers are consistent and always up to date.",
    howItWorks:
      "We start with the decisions your teams make, define each metric once, automate data collection from every source and design reports with the people who will use them, refining them until they are part of the daily routine.",
    benefits: [
      "One version of the truth: consistent definitions end arguments about whose figures are right.",
      "No more manual reporting: automated pipelines refresh data without exports or copy-paste.",
      "Early warnings: trends and exceptions are visible while there is still time to respond.",
      "Room to grow: the same platform supports forecasting and machine learning later.",
    ],
  },
  {
    id: "chatbot-development",
    title: "Chatbot Development",
    subtitle: "Conversational AI on your website and WhatsApp",
    description:
      "Our chatbots answer customer questions from your own policies and catalogue, track orders, book appointments and qualify sales enquiries in English, Tamil, Hindi and more. When a conversation needs a person, the bot hands it to your team with the full context.",
    howItWorks:
      "We study your real customer conversations, connect the bot to your knowledge and systems, test it against past questions and launch on one channel first. A typical bot is live in 4 to 8 weeks and improves every week from reviewed transcripts.",
    benefits: [
      "Round-the-clock service: customers get instant answers at any hour.",
      "Lower support load: routine questions are resolved without an agent.",
      "More sales: hesitant shoppers and prospects are guided to a purchase or a booked meeting.",
      "Customer insight: every conversation shows what people really want to know.",
    ],
  },
  {
    id: "workflow-automations",
    title: "Workflow Automations",
    subtitle: "Work that moves on its own between people and systems",
    description:
      "We remove the manual hand-offs that slow operations down: retyping orders into the ERP, chasing approvals by e-mail, compiling weekly reports and reconciling statements. Automations connect your systems and route only genuine exceptions to people.",
    howItWorks:
      "We map each process as it really runs, simplify it with your team, then automate it in stages with connectors, scripts and document-reading AI, running each stage alongside the manual process until the results match.",
    benefits: [
      "Hours saved every week: staff move from data entry to work that needs their judgement.",
      "Fewer mistakes: information flows between systems without being retyped.",
      "Shorter cycle times: orders, approvals and onboarding finish in hours rather than days.",
      "Full visibility: every automated step is logged and monitored.",
    ],
  },
  {
    id: "llm-development",
    title: "LLM Development",
    subtitle: "Language models that understand your business",
    description:
      "We build solutions on large language models that know your documents, products and procedures: assistants that answer with citations, pipelines that read and summarise contracts and e-mails, and fine-tuned models that write in your format and tone. Sensitive data can stay entirely within your own environment.",
    howItWorks:
      "We collect real examples of the task, build an evaluation set that defines a good answer, compare retrieval, prompting and fine-tuning against it and deploy the simplest approach that meets the bar, with guardrails and cost controls.",
    benefits: [
      "Grounded answers: responses come from your approved sources, with references.",
      "Data privacy: private hosting options keep confidential information in-house.",
      "Regional languages: solutions are built and tested for Tamil, Hindi and English.",
      "Measured quality: each release is scored against your own test questions.",
    ],
  },
  {
    id: "ai-consulting",
    title: "AI Consulting",
    subtitle: "Practical guidance from a team that builds AI every day",
    description:
      "We help leadership teams decide where AI is worth investing in, how ready their data and systems are, and how to roll solutions out without disrupting the business. Our advice is vendor-neutral and grounded in delivery experience.",
    howItWorks:
      "In 2 to 4 weeks we interview stakeholders, review your data and technology, and hand back a short list of opportunities ranked by return and effort, an honest view of how ready you are, and a step-by-step plan your team can deliver with or without us.",
    benefits: [
      "Clear priorities: investment goes to the use cases with the best return.",
      "Realistic plans: budgets and timelines reflect what delivery really takes.",
      "Fewer false starts: weak data, security gaps and regulatory issues surface before money is committed.",
      "Aligned teams: leadership, IT and operations agree on the way forward.",
    ],
  },
];
