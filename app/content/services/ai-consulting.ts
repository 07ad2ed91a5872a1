import type { ServiceCategory } from "./types";

export const aiConsulting: ServiceCategory = {
  slug: "ai-consulting",
  title: "AI Consulting",
  shortDescription: "Independent advice on where AI fits your business, what it will cost and how to roll it out.",
  metaDescription:
    "AI consulting from ADRIG Technologies: AI strategy, 2-4 week technology and data readiness assessments, and practical implementation roadmaps with clear costs.",
  subtitle: "Clear answers on where AI will pay off, and a plan your team can actually deliver",
  description:
    "Leadership teams hear a great deal about AI and very little about what it would do for their particular business. ADRIG's consultants help you cut through that. We look at your processes, data and systems, identify the use cases with real financial value, estimate what they will cost to build and run, and set out the order in which to tackle them. Because we also build AI systems every day, our advice is grounded in what is practical to deliver, not just what looks good in a presentation.",
  icon: "compass",
  howItWorks:
    "An engagement starts with interviews across leadership and operations and a review of your data and technology landscape. Within 2 to 4 weeks we return a prioritised set of use cases, each with expected value, cost, risk and data needs, plus a readiness score for your infrastructure and skills. We then work with you to turn the top priorities into a phased roadmap with budgets, team roles and success measures, and can support delivery whether you build with us, with another partner or in-house.",
  benefits: [
    "Focused investment: money goes to the AI use cases with the clearest, measurable return.",
    "Realistic budgets: estimates cover build, cloud and licence costs, and the people needed to run the solution.",
    "Reduced risk: data, security and compliance gaps are identified before projects begin.",
    "Vendor-neutral advice: recommendations are based on fit for your needs, not on a product we resell.",
    "Internal alignment: leadership, IT and operations agree on priorities and ownership from the start.",
  ],
  caseStudies: [
    {
      title: "AI roadmap for a family-owned textile exporter",
      description:
        "A Karur-based home textile exporter wanted to know where AI could help it compete. A three-week review of operations produced a roadmap led by demand forecasting and automated quality inspection.",
      results: "The first two projects delivered an estimated ₹1.4 crore in annual savings within the first year.",
    },
    {
      title: "Readiness assessment for a UK housing association",
      description:
        "A UK housing association assessed its data, systems and governance before introducing AI for repairs triage and tenant communication.",
      results: "7 use cases evaluated and 2 approved; complete repair records rose from 62% to 90% before any build began.",
    },
  ],
  faqItems: [
    {
      question: "How long does a consulting engagement take?",
      answer:
        "A focused assessment takes 2 to 4 weeks. A full AI strategy with a roadmap for the whole organisation typically takes 4 to 8 weeks, depending on the number of departments and systems involved.",
    },
    {
      question: "What do we receive at the end?",
      answer:
        "A written report and a presentation to your leadership team covering prioritised use cases with value and cost estimates, a readiness assessment, risks and mitigations, and a phased roadmap with budgets and responsibilities.",
    },
    {
      question: "Are we obliged to build the solutions with ADRIG?",
      answer:
        "No. The roadmap is yours to deliver with any partner or in-house team. Many clients do choose us for delivery, but the assessment is priced and written to stand on its own.",
    },
    {
      question: "We are a small business. Is consulting worth it for us?",
      answer:
        "Often yes, because a small budget makes it even more important to pick the right first project. For smaller companies we offer a compact one-to-two-week assessment focused on two or three practical use cases.",
    },
  ],
  subServices: [
    {
      slug: "strategy",
      title: "AI Strategy Development",
      shortDescription: "Identify and prioritise the AI opportunities that matter most to your business goals.",
      metaDescription:
        "AI strategy development by ADRIG: use case discovery, value and feasibility scoring, governance principles and a board-ready AI plan tied to business goals.",
      description: [
        "An AI strategy should start with the business, not the technology: which targets are hardest to hit, where margins leak, which customer experiences disappoint. Only then does it make sense to ask where AI can help.",
        "ADRIG works with your leadership team to connect AI opportunities to those goals. We run discovery across departments, score each idea on value and feasibility, define principles for responsible use, and produce a strategy your board can approve and your managers can act on.",
      ],
      keyFeatures: [
        {
          title: "Leadership Workshops",
          description:
            "Facilitated sessions that build a shared understanding of AI and link it to business objectives.",
          icon: "users",
        },
        {
          title: "Use Case Discovery",
          description:
            "Structured interviews across functions to surface where AI could save time, reduce risk or grow revenue.",
          icon: "lightbulb",
        },
        {
          title: "Value and Feasibility Scoring",
          description:
            "Each opportunity rated on financial impact, data availability, complexity and time to value.",
          icon: "target",
        },
        {
          title: "Competitive Landscape Review",
          description:
            "Analysis of how competitors and leaders in your sector are applying AI today.",
          icon: "globe",
        },
        {
          title: "Responsible AI Principles",
          description:
            "Guidelines on privacy, fairness, transparency and human oversight suited to your industry.",
          icon: "shield",
        },
        {
          title: "Board-Ready Strategy Document",
          description:
            "A concise strategy with vision, priorities, investment ranges and measures of success.",
          icon: "document",
        },
      ],
      benefits: [
        {
          title: "Direction instead of experiments",
          description:
            "Scattered pilots are replaced by a coherent plan tied to business goals.",
        },
        {
          title: "Leadership confidence",
          description:
            "Decision-makers understand what AI can and cannot do for the company.",
        },
        {
          title: "Best opportunities first",
          description:
            "Scoring ensures the highest-value, most achievable use cases lead the way.",
        },
        {
          title: "Responsible from the start",
          description:
            "Clear principles protect customers, employees and the company's reputation.",
        },
        {
          title: "Competitive awareness",
          description:
            "You know where you stand against peers and where to differentiate.",
        },
        {
          title: "Easier budget approval",
          description:
            "Investment requests rest on quantified benefits and realistic cost ranges.",
        },
      ],
      caseStudies: [
        {
          title: "Group AI strategy for a South Indian retail chain",
          description:
            "A supermarket chain with 45 stores across Tamil Nadu and Karnataka ran a six-week strategy programme with its leadership team, evaluating 22 ideas across buying, stores, marketing and finance.",
          results: [
            "Five priority use cases approved with a combined projected 3.1% margin improvement",
            "First project, store-level replenishment, live within four months",
          ],
        },
        {
          title: "AI strategy for a US specialty insurer",
          description:
            "A US specialty insurance company needed a plan that satisfied regulators and its board. We delivered a strategy covering underwriting support, claims intake and responsible AI governance.",
          results: [
            "Strategy approved by the board at its first presentation",
            "Underwriting assistant pilot cut submission review time by 35%",
          ],
        },
      ],
    },
    {
      slug: "assessment",
      title: "Technology Assessment",
      shortDescription: "A 2-4 week review of your data, systems and skills to show how ready you are for AI.",
      metaDescription:
        "Technology assessment by ADRIG: a 2-4 week review of data quality, infrastructure, security and skills, with a readiness score and list of gaps to close.",
      description: [
        "Many AI projects stall not because the model is hard to build but because the data is incomplete, systems cannot share it, or no one has the skills to run the solution after launch. Discovering this halfway through a project is expensive.",
        "ADRIG's technology assessment finds these issues first. Over 2 to 4 weeks we review your data sources, infrastructure, integrations, security posture and team capabilities, score your readiness in each area and list the specific gaps to close before, or alongside, your first AI initiative.",
      ],
      keyFeatures: [
        {
          title: "Data Quality Audit",
          description:
            "Profiling of key datasets for completeness, accuracy, consistency and history length.",
          icon: "database",
        },
        {
          title: "Infrastructure Review",
          description:
            "Assessment of cloud, on-premise and network capacity for storing data and running models.",
          icon: "server",
        },
        {
          title: "Integration Landscape Map",
          description:
            "A map of your applications and how data moves, or fails to move, between them.",
          icon: "link",
        },
        {
          title: "Security and Compliance Check",
          description:
            "Review of access controls, data protection and obligations under the DPDP Act, UK GDPR and sector rules.",
          icon: "lock",
        },
        {
          title: "Skills and Process Review",
          description:
            "Evaluation of in-house technical skills and the processes needed to operate AI solutions.",
          icon: "users",
        },
        {
          title: "Readiness Scorecard",
          description:
            "A scored summary across data, technology, people and governance, with prioritised actions.",
          icon: "gauge",
        },
      ],
      benefits: [
        {
          title: "No surprises mid-project",
          description:
            "Data and infrastructure problems are found before they delay delivery.",
        },
        {
          title: "An objective baseline",
          description:
            "A scored view of where you stand, which can be measured again after improvements.",
        },
        {
          title: "Targeted fixes",
          description:
            "Budget goes to the specific gaps that block your priority use cases.",
        },
        {
          title: "Compliance clarity",
          description:
            "Legal and regulatory obligations for AI use are understood before data is processed.",
        },
        {
          title: "Better vendor decisions",
          description:
            "You can judge proposals from technology vendors against an informed view of your needs.",
        },
        {
          title: "Quick turnaround",
          description:
            "Findings are delivered within 2 to 4 weeks, without disrupting daily operations.",
        },
      ],
      caseStudies: [
        {
          title: "Data readiness review for an NBFC",
          description:
            "A Chennai-based vehicle finance company planned an AI credit scoring model. The assessment found loan outcomes missing for 30% of historical accounts and proposed a data recovery plan before modelling.",
          results: [
            "Usable training history increased from 70% to 96% of accounts",
            "Credit model later reached 88% accuracy in identifying high-risk applicants",
          ],
        },
        {
          title: "Infrastructure assessment for a UK manufacturer",
          description:
            "A UK precision engineering firm wanted predictive maintenance but had machine data on isolated PCs. We assessed its shop-floor network, data capture and cloud options.",
          results: [
            "Clear path to connect 85% of machines identified in three weeks",
            "Projected infrastructure budget reduced by 40% by reusing existing equipment",
          ],
        },
      ],
    },
    {
      slug: "implementation",
      title: "Implementation Planning",
      shortDescription: "Turn AI priorities into a phased delivery plan with budgets, teams, milestones and KPIs.",
      metaDescription:
        "AI implementation planning by ADRIG: phased roadmaps, build-or-buy analysis, budgets, team structure, change management and KPIs for delivering AI projects.",
      description: [
        "Agreeing that a use case is worth pursuing is the easy part. Delivering it requires decisions about whether to build or buy, who owns the solution, how it will be tested, how staff will be trained and how success will be measured.",
        "ADRIG turns approved AI priorities into an implementation plan that answers those questions. We sequence projects into phases, define the team and governance for each, prepare budgets and timelines, and set the measures that will show whether each phase has succeeded, so delivery can start with confidence.",
      ],
      keyFeatures: [
        {
          title: "Phased Roadmap",
          description:
            "Projects sequenced into pilot, scale and optimise phases with dependencies and milestones.",
          icon: "calendar",
        },
        {
          title: "Build, Buy or Partner Analysis",
          description:
            "Comparison of custom development, off-the-shelf products and partners for each capability.",
          icon: "layers",
        },
        {
          title: "Budget and Resource Plan",
          description:
            "Costs for development, infrastructure, licences and internal staff time, by phase.",
          icon: "chart",
        },
        {
          title: "Pilot Design",
          description:
            "A tightly scoped first deployment with success criteria, control groups and a decision point.",
          icon: "rocket",
        },
        {
          title: "Change Management Plan",
          description:
            "Communication, training and support activities that help staff adopt new ways of working.",
          icon: "users",
        },
        {
          title: "KPIs and Governance",
          description:
            "Measures of success, reporting cadence and a steering structure with clear decision rights.",
          icon: "gauge",
        },
      ],
      benefits: [
        {
          title: "Delivery-ready from day one",
          description:
            "Teams start building with clear scope, owners and milestones.",
        },
        {
          title: "Controlled spending",
          description:
            "Phase gates mean money is released only when the previous phase has proven its value.",
        },
        {
          title: "Right sourcing decisions",
          description:
            "Each capability is built, bought or partnered based on cost, speed and strategic value.",
        },
        {
          title: "Staff on board",
          description:
            "Planned training and communication reduce resistance and speed up adoption.",
        },
        {
          title: "Transparent progress",
          description:
            "Leadership sees status and results against agreed KPIs at every review.",
        },
        {
          title: "Lower delivery risk",
          description:
            "Dependencies, skills gaps and risks are planned for rather than discovered late.",
        },
      ],
      caseStudies: [
        {
          title: "Rollout plan for AI-assisted customer service at a utility",
          description:
            "A private power distribution utility in India planned AI chat and call summarisation across three service centres. We designed a pilot at one centre, a training plan for 120 agents and KPIs for the full rollout.",
          results: [
            "Pilot achieved a 34% reduction in average handling time",
            "Full rollout completed two weeks ahead of plan and within budget",
          ],
        },
        {
          title: "Implementation plan for a UK training provider",
          description:
            "A UK vocational training provider had approved an AI tutoring assistant. We prepared the build-or-buy comparison, a safeguarding review and a phased launch across its courses.",
          results: [
            "Projected first-year cost reduced by 45% through a buy-and-extend approach",
            "Learner support queries handled by the assistant reached 61% in the first term",
          ],
        },
      ],
    },
  ],
};
