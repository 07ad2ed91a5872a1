/**
 * Static blog content: the six articles shown at /blog and /blog/{slug}.
 * Bodies are structured blocks (no markdown, no HTML) so the route can render
 * them on the server with ordinary elements. Figures in the articles are
 * stated as illustrative.
 */

export type BlogBlock =
  | { type: "p"; text: string }
  | { type: "h2"; text: string }
  | { type: "h3"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  | { type: "quote"; text: string };

export type BlogPost = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  /** At most 160 characters. */
  metaDescription: string;
  /** ISO date, e.g. "2025-04-02". */
  date: string;
  readTime: string;
  imageUrl: string;
  imageAlt: string;
  tags: string[];
  /** Slugs of two other posts, shown as "Related Articles". */
  related: [string, string];
  body: BlogBlock[];
};

export const posts: BlogPost[] = [
  {
    id: 1,
    slug: "future-of-generative-ai",
    title: "The Future of Generative AI in the Enterprise",
    excerpt:
      "Generative AI has moved past the demo stage. Here is where it is creating real value inside businesses, what will change over the next two years, and how to prepare your data, teams and governance.",
    metaDescription:
      "Where generative AI creates real value in the enterprise, what changes next, and a practical roadmap for preparing your data, teams and governance.",
    date: "2025-04-02",
    readTime: "5 min read",
    imageUrl: "/images/blog/future-of-generative-ai.svg",
    imageAlt: "Illustration of a generative AI model connected to business documents and workflows",
    tags: ["Generative AI", "Enterprise AI", "Strategy"],
    related: ["ai-implementation-strategies", "ai-data-driven-decision-making"],
    body: [
      {
        type: "p",
        text: "Two years ago most boardroom conversations about generative AI began with a demo: a chatbot writing a poem, or a model summarising a PDF. Today the questions we hear from clients in Chennai, Bengaluru and London are different. They no longer ask whether the technology works. They want to know where it pays for itself, what it costs to run, and how to stop it from embarrassing them in front of customers.",
      },
      {
        type: "p",
        text: "At ADRIG we have spent the last two years building generative AI features into real workflows, from railway operations to FMCG billing to college admissions. This article sets out what we are seeing on the ground, where we think the technology is heading, and what a sensible enterprise roadmap looks like in 2025.",
      },
      { type: "h2", text: "From novelty to infrastructure" },
      {
        type: "p",
        text: "The first wave of enterprise adoption was dominated by general-purpose chat assistants. Employees used them to draft e-mails, rewrite documents and answer questions. That was useful, but the value was hard to measure and easy to lose, because the work happened outside any system of record.",
      },
      {
        type: "p",
        text: "The second wave, now well under way, embeds generative models inside existing applications. The model is no longer the product; it is a component. A procurement tool drafts a supplier query from an invoice mismatch. A support desk suggests a reply that already contains the customer's order status. A compliance team gets a first-pass review of a contract against its own clause library. In each case the model works with the company's data, inside a defined process, and a person approves the output.",
      },
      {
        type: "p",
        text: "This shift matters because it changes what success looks like. The question stops being how clever the model is and becomes how much time each step saves, and how often the output is accepted without edits.",
      },
      { type: "h2", text: "Where generative AI is delivering value today" },
      {
        type: "p",
        text: "Across our projects, four patterns consistently produce measurable returns:",
      },
      {
        type: "ul",
        items: [
          "Document understanding: extracting fields from invoices, purchase orders, delivery challans and forms, including scanned and handwritten ones, then validating them against business rules.",
          "Knowledge retrieval: answering staff and customer questions from policies, manuals and past tickets, with citations back to the source document.",
          "Drafting with guardrails: producing first drafts of reports, proposals, product descriptions and replies that follow a template and a tone guide.",
          "Structured summarisation: turning long call transcripts, meeting notes or incident logs into a fixed format that feeds another system.",
        ],
      },
      {
        type: "p",
        text: "To give an illustrative example, a mid-sized FMCG distributor in Tamil Nadu that processes a few thousand supplier invoices a month can typically cut manual data entry by more than half with a pipeline that combines OCR, a language model and a rules engine. The model does not replace the accounts team; it moves them from typing to checking.",
      },
      { type: "h2", text: "What changes over the next two years" },
      { type: "h3", text: "Smaller, specialised models" },
      {
        type: "p",
        text: "Large frontier models will keep improving, but much enterprise work will move to smaller models that are fine-tuned or prompted for a narrow task. They are cheaper to run, faster to respond and easier to host in a chosen region, which matters for organisations handling personal data under India's Digital Personal Data Protection Act or the UK GDPR.",
      },
      { type: "h3", text: "Agents that act, not just answer" },
      {
        type: "p",
        text: "Models can increasingly call tools: look up a record, create a ticket, schedule a visit, update a spreadsheet. This turns a chatbot into an agent that completes tasks. The opportunity is large, and so is the risk. We recommend starting with read-only actions, adding write actions one at a time, and keeping a human approval step for anything that moves money or changes customer data.",
      },
      { type: "h3", text: "Multilingual by default" },
      {
        type: "p",
        text: "For Indian businesses this may be the most important change. Models now handle Tamil, Hindi, Telugu and mixed-language text far better than they did even a year ago. A customer who types in Tanglish on WhatsApp can be understood and answered in the language they used, which opens up customer segments that English-only systems never served well.",
      },
      { type: "h3", text: "Costs keep falling, evaluation does not get easier" },
      {
        type: "p",
        text: "The price of running a model has dropped sharply and will likely keep falling. What does not get cheaper is knowing whether your system is right. Teams that invest early in evaluation sets, logging and review workflows will move faster than teams that chase every new model release.",
      },
      { type: "h2", text: "The risks that deserve board attention" },
      {
        type: "p",
        text: "Generative AI introduces risks that traditional software did not. Leaders do not need to understand model architecture, but they should ask about these:",
      },
      {
        type: "ul",
        items: [
          "Hallucination: the model states something false with confidence. Mitigate with retrieval from trusted sources, citations and constrained output formats.",
          "Data leakage: sensitive data sent to a third-party API or exposed through a prompt. Mitigate with data classification, redaction and clear vendor terms.",
          "Prompt injection: untrusted text, such as an incoming e-mail, that instructs the model to do something it should not. Mitigate by limiting what the model can do and validating every action.",
          "Silent drift: quality drops when a vendor updates a model or your data changes. Mitigate with fixed evaluation sets and version pinning.",
        ],
      },
      { type: "h2", text: "A practical roadmap for 2025" },
      {
        type: "p",
        text: "If you are planning your first or second generative AI initiative, this is the sequence we recommend:",
      },
      {
        type: "ol",
        items: [
          "Pick one workflow with a clear owner, a measurable baseline and plenty of repetitive text work. Invoice processing, support triage and internal policy questions are good candidates.",
          "Collect 100 to 200 real examples with the correct answers. This becomes your evaluation set and is worth more than any vendor benchmark.",
          "Build the smallest version that runs inside a tool your team already uses, rather than a new portal they must remember to open.",
          "Measure acceptance rate, time saved per item and error rate for four to six weeks before expanding.",
          "Only then decide whether to scale, fine-tune a model, or move on to the next workflow.",
        ],
      },
      {
        type: "p",
        text: "This keeps the first project small enough to finish in six to ten weeks and concrete enough that finance can see the result.",
      },
      { type: "h2", text: "Preparing your people" },
      {
        type: "p",
        text: "Technology is rarely the bottleneck. The harder work is helping teams trust the output without trusting it blindly. We encourage clients to name an owner for each AI-assisted process, train staff on what the system is and is not good at, and make it easy to flag a bad answer. The feedback collected this way fuels the next round of improvements.",
      },
      {
        type: "quote",
        text: "The companies that win with generative AI will not be the ones with the biggest models. They will be the ones that know exactly which decisions the model is allowed to make.",
      },
      { type: "h2", text: "Where to start" },
      {
        type: "p",
        text: "Generative AI is becoming part of the plumbing of modern business, much as cloud computing did a decade ago. The organisations that benefit most will treat it as an engineering discipline: clear scope, good data, honest measurement and steady iteration. If you would like help finding the first workflow worth automating in your business, our team in Chennai is happy to talk it through.",
      },
    ],
  },
  {
    id: 2,
    slug: "ai-implementation-strategies",
    title: "AI Implementation Strategies: Moving from Pilot to Production",
    excerpt:
      "Most AI pilots never reach production. A step-by-step approach to choosing use cases, auditing data, defining success and rolling out AI so that it sticks.",
    metaDescription:
      "Why AI pilots stall and a seven-step strategy to take them to production: use case scoring, data audits, success metrics, build vs buy and change management.",
    date: "2025-03-28",
    readTime: "7 min read",
    imageUrl: "/images/blog/ai-implementation-strategies.svg",
    imageAlt: "Illustration of a project roadmap moving from a pilot stage to a production system",
    tags: ["AI Strategy", "Implementation", "Consulting"],
    related: ["ai-automation-roi-analysis", "ethical-ai-considerations"],
    body: [
      {
        type: "p",
        text: "Almost every organisation we speak to has run an AI pilot. Far fewer have an AI system in daily use that someone would miss if it were switched off. Industry surveys vary, but most suggest that well over half of AI proofs of concept never reach production. The reasons are rarely technical. Pilots stall because nobody owns the outcome, the data turns out to be messier than expected, or the solution lives in a separate tool that staff forget to open.",
      },
      {
        type: "p",
        text: "This guide distils what we have learned delivering AI projects for railway operations, educational institutions, FMCG suppliers and startups in India, the UK and the US. It is written for the business leader or IT head who has to turn an AI idea into something that runs every day.",
      },
      { type: "h2", text: "Why AI projects stall" },
      {
        type: "p",
        text: "Before looking at what works, it helps to name the common failure modes. In our experience, stalled projects usually show three or more of these symptoms:",
      },
      {
        type: "ul",
        items: [
          "No business owner: the project belongs to IT or an innovation team, and no operational manager is accountable for the result.",
          "No baseline: nobody measured how long the process takes or how often it goes wrong today, so nobody can prove an improvement.",
          "Data surprises: the data exists in theory but is spread across spreadsheets, e-mail inboxes and legacy systems with no consistent identifiers.",
          "Demo-driven scope: the pilot was designed to impress in a presentation rather than to survive real, messy inputs.",
          "Separate tools: the AI output appears in a new dashboard instead of the system where work already happens.",
          "Unplanned running costs: API usage, hosting and monitoring were never budgeted beyond the pilot.",
        ],
      },
      { type: "h2", text: "Step 1: Start with a business problem, not a model" },
      {
        type: "p",
        text: "The best AI use cases begin with a sentence like: our team spends 40 hours a week on this task, and mistakes in it cost us a known amount. They do not begin with a decision to use a large language model. List the processes that are repetitive, high in volume and governed by rules or consistent judgement, and then score each one.",
      },
      {
        type: "p",
        text: "We use a simple grid with four criteria, each rated from one to five:",
      },
      {
        type: "ul",
        items: [
          "Value: time saved, errors avoided, revenue gained or risk reduced if the process improves.",
          "Feasibility: whether current AI techniques can handle the task reliably, and whether a person can easily check the output.",
          "Data readiness: whether enough historical examples exist, in a usable form, with the right permissions.",
          "Risk: the consequence of a wrong answer for customers, for compliance and for your reputation.",
        ],
      },
      {
        type: "p",
        text: "Prioritise use cases with high value and feasibility, good data and moderate risk. For example, a UK online retailer handling around 40,000 orders a month might find that a third of its support tickets ask where an order is. That is high volume, easy to verify, backed by clean order data and low risk: an ideal first project. Automated credit decisions, by contrast, are high value but high risk, and belong later in the roadmap.",
      },
      { type: "h2", text: "Step 2: Audit your data honestly" },
      {
        type: "p",
        text: "Spend a week, not an afternoon, understanding the data before you commit to a timeline. Ask:",
      },
      {
        type: "ul",
        items: [
          "Where does the data live today, and who can grant access to it?",
          "How many usable historical examples exist, and how many have known correct outcomes?",
          "Are records linked by consistent identifiers such as customer IDs, invoice numbers or student roll numbers?",
          "Was the data collected with consent that covers this new use?",
          "How often does the data change, and how will the AI system receive updates?",
        ],
      },
      {
        type: "p",
        text: "An engineering college we advised wanted to predict which admission enquiries would convert. The data existed, but it was spread across a web form, a shared spreadsheet and counsellors' WhatsApp chats. The first four weeks went into building a clean enquiry pipeline. That work was not glamorous, but it delivered value immediately, because counsellors could finally see every enquiry in one place.",
      },
      { type: "h2", text: "Step 3: Define success before you build" },
      {
        type: "p",
        text: "Write down three kinds of metric before any code is written:",
      },
      {
        type: "ol",
        items: [
          "A primary metric tied to the business case, such as minutes per invoice, first response time or forecast error.",
          "A quality metric, such as the share of AI outputs accepted without edits, measured against a fixed test set.",
          "Guardrail metrics that must not get worse, such as customer satisfaction, complaint volume or compliance exceptions.",
        ],
      },
      {
        type: "p",
        text: "Agree the targets and the measurement method with the business owner and with finance. A pilot that hits agreed numbers is far easier to fund for production than one that merely looked promising.",
      },
      { type: "h2", text: "Step 4: Decide whether to build, buy or partner" },
      {
        type: "p",
        text: "There is no single right answer, but the trade-offs are predictable:",
      },
      {
        type: "ul",
        items: [
          "Buy an off-the-shelf product when the problem is common, such as meeting transcription or generic help-desk automation, and your process can adapt to the tool.",
          "Build in-house when AI is core to your competitive advantage and you can hire and retain the specialists to run it for years.",
          "Partner with a specialist firm when you need to move quickly, the problem is specific to your business, and you want to build internal capability along the way.",
        ],
      },
      {
        type: "p",
        text: "Many of our clients choose a hybrid: a partner builds and runs the first system, documents it thoroughly, and trains an internal team that gradually takes it over. Whichever route you choose, make sure you own your data, your evaluation sets and your prompts or fine-tuned models, so you can change vendors later without starting again.",
      },
      { type: "h2", text: "Step 5: Design people into the loop" },
      {
        type: "p",
        text: "Almost every successful first deployment we have seen keeps a person in the loop. The system makes a suggestion, shows its confidence and sources, and a person approves, edits or rejects it. Over time, high-confidence cases can be automated fully while borderline cases continue to go to review. Design this from the start: a review queue, clear confidence thresholds, and a one-click way for staff to flag a bad output. Every correction becomes training and evaluation data.",
      },
      { type: "h2", text: "Step 6: Run a time-boxed pilot" },
      {
        type: "p",
        text: "A good pilot is short, real and measured. A typical structure we use looks like this:",
      },
      {
        type: "ol",
        items: [
          "Weeks 1 and 2: discovery, data access, baseline measurement and a test set of real examples.",
          "Weeks 3 to 5: build the first working version inside the team's existing tools.",
          "Weeks 6 to 8: run it on live work with human review, fix failure cases and track the agreed metrics.",
          "Week 9 or 10: review the results with the business owner and decide to scale, adjust or stop.",
        ],
      },
      {
        type: "p",
        text: "Stopping is a legitimate outcome. A pilot that shows a use case is not worth pursuing has saved you the cost of a full rollout.",
      },
      {
        type: "p",
        text: "Resist the temptation to widen the scope mid-pilot. When stakeholders ask for extra features, log them for the next phase. A pilot that tries to prove five things usually proves none of them convincingly, and the extra weeks wear down the sponsor's patience.",
      },
      { type: "h2", text: "Step 7: Plan for production from day one" },
      {
        type: "p",
        text: "Production AI needs the same discipline as any other business system, plus a few additions:",
      },
      {
        type: "ul",
        items: [
          "Monitoring of accuracy, latency and cost per transaction, with alerts when they drift.",
          "Version control for prompts, models and evaluation sets, so every change can be tested and rolled back.",
          "Access control, audit logs and data retention rules that satisfy your security team and regulators.",
          "A budget for running costs and ongoing improvement, typically 15 to 25 percent of the build cost per year.",
        ],
      },
      { type: "h2", text: "Do not underestimate change management" },
      {
        type: "p",
        text: "The people whose work changes need to understand why, how and what happens to their role. Involve two or three respected team members in the pilot as champions. Show them the failure cases as well as the successes. Be honest that the goal is to remove tedious work, and then make sure that is what happens. Adoption spreads faster through colleagues than through announcements.",
      },
      {
        type: "p",
        text: "Training matters as much as communication. Short, hands-on sessions using the team's own documents work better than a generic AI awareness course. Show staff how to read confidence scores, when to override the system and how to report a problem. Then return a month after launch: new questions always appear once people use a system on real work, and answering them quickly is what keeps adoption climbing.",
      },
      { type: "h2", text: "A checklist before you start" },
      {
        type: "ul",
        items: [
          "A named business owner who will use the system and is accountable for its results.",
          "A measured baseline for the process you want to improve.",
          "Access to at least a few hundred real historical examples.",
          "Agreed primary, quality and guardrail metrics.",
          "A plan for where the output appears in existing tools.",
          "A budget line for running and improving the system after the pilot.",
        ],
      },
      {
        type: "p",
        text: "If you can tick all six, your AI initiative is already ahead of most. If you cannot, that is where to start, and it is exactly the groundwork our consulting team helps clients put in place.",
      },
    ],
  },
  {
    id: 3,
    slug: "ai-data-driven-decision-making",
    title: "How AI Sharpens Data-Driven Decision Making",
    excerpt:
      "Dashboards tell you what happened. AI can explain why, forecast what comes next and suggest what to do, if the data foundations are right and people stay in charge.",
    metaDescription:
      "How AI moves teams from dashboards to better decisions: plain-language queries, anomaly detection, forecasting and a 90-day plan to get started.",
    date: "2025-03-21",
    readTime: "6 min read",
    imageUrl: "/images/blog/ai-data-driven-decision-making.svg",
    imageAlt: "Illustration of charts and a forecast line feeding into a decision checklist",
    tags: ["Data Analysis", "Business Intelligence", "Forecasting"],
    related: ["ai-implementation-strategies", "ai-automation-roi-analysis"],
    body: [
      {
        type: "p",
        text: "Most businesses we work with are not short of data. They have ERP exports, sales spreadsheets, web analytics and a dashboard or two. Yet when a big decision comes up, such as how much stock to order before Pongal or Diwali, which customers to call this week, or whether to open a new distribution route, the conversation often falls back on instinct and the loudest voice in the room. The data is there; the decision process does not use it.",
      },
      {
        type: "p",
        text: "Artificial intelligence can close that gap, but not by replacing managers with algorithms. Used well, it puts the right information in front of people at the moment a decision is made, quantifies uncertainty, and frees analysts from routine reporting so they can work on the questions that matter.",
      },
      { type: "h2", text: "The gap between dashboards and decisions" },
      {
        type: "p",
        text: "Traditional business intelligence answers the question of what happened. A sales dashboard shows that revenue in the Madurai region dropped eight percent last month. That is useful, but it leaves the manager with more questions: why did it drop, will it continue, and what should we do about it? Answering them usually means a request to the analytics team, a few days' wait and a spreadsheet that arrives after the decision has been made.",
      },
      {
        type: "p",
        text: "AI helps at each of those follow-up steps. It is useful to think of four levels, each building on the one before.",
      },
      { type: "h2", text: "Four ways AI improves decisions" },
      { type: "h3", text: "1. Faster answers in plain language" },
      {
        type: "p",
        text: "Natural language interfaces let a manager type a request such as sales of 500 ml bottles by distributor for the last three months and get a chart, without learning a BI tool. Modern language models can translate such questions into database queries against a well-defined data model. The key words are well-defined: this works when metrics such as net sales or active customer have one agreed definition, and it fails when every team calculates them differently.",
      },
      { type: "h3", text: "2. Diagnosis: find what changed and why" },
      {
        type: "p",
        text: "Anomaly detection models monitor hundreds of metrics at once and flag unusual movements before anyone thinks to look. Root-cause analysis then breaks the change down by region, product, channel and customer segment. Instead of revenue being down eight percent, the manager sees that it fell mainly because two large retailers in Madurai stopped ordering the one-litre pack after a competitor's price cut. That is something a sales team can act on today.",
      },
      { type: "h3", text: "3. Prediction: see what is likely to happen" },
      {
        type: "p",
        text: "Forecasting and classification models estimate future outcomes: demand for each product next month, which customers are likely to churn, which invoices are likely to be paid late. In our projects, well-built predictive models typically reach 80 to 95 percent accuracy on the questions they are designed for, depending on data quality and how far ahead they look. As an illustrative example, a distributor that moves from a simple moving average to a model that uses seasonality, festival calendars and promotion data can often cut excess stock and stock-outs at the same time.",
      },
      { type: "h3", text: "4. Prescription: recommend the next action" },
      {
        type: "p",
        text: "The most advanced level suggests what to do: reorder quantities, which leads a sales representative should call first, how to split a marketing budget across channels. Prescriptive models combine predictions with business constraints such as warehouse capacity, credit limits and delivery routes. They should present options and trade-offs, not a single answer, because the manager usually knows something the model does not.",
      },
      { type: "h2", text: "What this looks like in practice" },
      {
        type: "p",
        text: "Consider an illustrative packaging supplier near Chennai that serves a few hundred FMCG customers. Every Monday the sales head reviewed a spreadsheet of last week's orders and decided which accounts the team should visit. The review took half a day and tended to favour the largest customers, even when they were ordering steadily.",
      },
      {
        type: "p",
        text: "A modest AI layer changes that meeting. Overnight, a churn model scores each account on its recent ordering pattern compared with its own history, and an anomaly detector flags customers whose order size or product mix has shifted sharply. On Monday the sales head opens a ranked list with a one-line reason for each account, such as order frequency down by half over six weeks, or a switch from printed to plain cartons. The team still chooses where to go, but it starts the week with the accounts most at risk rather than those that happen to top the spreadsheet.",
      },
      {
        type: "p",
        text: "Nothing in this example needs cutting-edge research. It needs clean order history, one clearly defined decision and an output that fits an existing routine.",
      },
      { type: "h2", text: "Getting the foundations right" },
      {
        type: "p",
        text: "None of this works on weak foundations. Before investing in advanced models, check that you have:",
      },
      {
        type: "ul",
        items: [
          "A single source of truth for core entities such as customers, products and locations, with consistent identifiers across systems.",
          "Agreed definitions for your key metrics, written down and implemented once.",
          "Automated data pipelines rather than manual spreadsheet exports that someone updates on Monday mornings.",
          "Basic data quality checks that catch missing values, duplicates and sudden changes in volume.",
          "Clear access rules, so sensitive data such as salaries or customers' personal details is visible only to the right people.",
        ],
      },
      {
        type: "p",
        text: "For many small and mid-sized companies, this foundation work is itself the biggest win. Once a distributor in Coimbatore or a retailer in Leeds has clean, daily-refreshed sales data in one place, even simple reports become trustworthy, and AI models have something solid to learn from.",
      },
      { type: "h2", text: "Keep people at the centre of the decision" },
      {
        type: "p",
        text: "AI should inform decisions, not hide them. Three practices help teams trust model output without following it blindly:",
      },
      {
        type: "ol",
        items: [
          "Show the reasoning. Display the main factors behind each prediction, such as recent order frequency or a seasonal pattern, so users can sanity-check it.",
          "Show the uncertainty. A forecast of 1,200 units, plus or minus 150, is more honest and more useful than a single number.",
          "Record the decision. Log what the model recommended and what the person decided. Over time this reveals where the model is strong, where human judgement adds value and where both can improve.",
        ],
      },
      { type: "h2", text: "A 90-day plan to get started" },
      {
        type: "p",
        text: "If you want to make one important decision more data-driven this quarter, a realistic plan looks like this:",
      },
      {
        type: "ul",
        items: [
          "Days 1 to 15: choose one recurring decision, such as weekly purchase orders or monthly sales targets, and document how it is made today.",
          "Days 16 to 45: bring the relevant data into one place, fix the worst quality issues and build a simple report the team trusts.",
          "Days 46 to 75: add one predictive element, such as a demand forecast or churn score, and show it alongside the existing report.",
          "Days 76 to 90: compare decisions made with and without the model, gather feedback and decide what to extend next.",
        ],
      },
      { type: "h2", text: "Mistakes to avoid" },
      {
        type: "ul",
        items: [
          "Building a model before agreeing which decision it will support.",
          "Predicting something the business cannot act on in time, such as next week's demand when the supplier lead time is a month.",
          "Measuring model accuracy but not the business outcome of the decisions it informs.",
          "Hiding predictions in a separate tool that decision makers never open.",
          "Treating the project as finished at launch, when data and markets keep changing.",
        ],
      },
      {
        type: "p",
        text: "Data-driven decision making is less about sophisticated algorithms and more about connecting good data to the moments when choices are made. AI makes that connection faster and richer. If you would like to explore where it could help your team, our data analysis practice can start with a short assessment of your current data and reporting.",
      },
    ],
  },
  {
    id: 4,
    slug: "ethical-ai-considerations",
    title: "Ethical AI: What Every Business Should Consider Before Launch",
    excerpt:
      "Fairness, privacy, transparency and accountability are not abstract debates. They are practical engineering and management habits that any growing business can adopt before an AI system goes live.",
    metaDescription:
      "A practical guide to ethical AI for growing businesses: bias testing, privacy under the DPDP Act and UK GDPR, transparency, accountability and governance.",
    date: "2025-03-15",
    readTime: "8 min read",
    imageUrl: "/images/blog/ethical-ai-considerations.svg",
    imageAlt: "Illustration of a balance scale next to a shield and an AI chip",
    tags: ["Responsible AI", "Governance", "Data Privacy"],
    related: ["future-of-generative-ai", "chatgpt-for-customer-support"],
    body: [
      {
        type: "p",
        text: "As AI systems move from experiments into everyday business processes, they start making or shaping decisions that affect real people: which job applicant gets an interview, which customer is offered credit, which complaint is escalated, which student receives a scholarship call. When those decisions are wrong or unfair, the consequences land on customers and on your brand, not on the algorithm.",
      },
      {
        type: "p",
        text: "Ethical AI is sometimes presented as an abstract debate for philosophers and large technology companies. In practice it is a set of concrete engineering and management habits that any business can adopt. This article sets out the issues we ask every client to consider before an AI system goes live, and a lightweight governance approach that suits a growing company rather than a multinational.",
      },
      { type: "h2", text: "Why ethics is a business issue" },
      {
        type: "p",
        text: "There are three practical reasons to take AI ethics seriously, even if you are a 50-person company:",
      },
      {
        type: "ul",
        items: [
          "Trust: customers, students and employees are increasingly aware of automated decisions. A single widely shared example of an unfair or careless AI response can undo years of goodwill.",
          "Regulation: India's Digital Personal Data Protection Act, 2023 sets obligations on consent, purpose limitation and the rights of individuals, with detailed rules being finalised. The UK GDPR already gives people rights around automated decision-making, and businesses selling into Europe need to track the phased obligations of the EU AI Act.",
          "Cost: fixing a biased model or a data leak after launch is far more expensive than designing against it. Incidents also pull your best engineers away from new work for weeks.",
        ],
      },
      { type: "h2", text: "Fairness and bias" },
      {
        type: "p",
        text: "AI models learn patterns from historical data. If that history reflects unfair treatment, the model will learn it too, and often amplify it. Bias rarely looks dramatic; it usually hides in proxies. A resume-screening model may never see an applicant's gender or community, yet learn to favour particular colleges, postcodes or hobbies that correlate with them. A model that penalises career gaps may quietly disadvantage women returning after maternity leave.",
      },
      {
        type: "p",
        text: "Sometimes the cause is in the process rather than the model. Consider an admissions model that ranks applicants from rural districts lower simply because their online forms are less complete. Prompting applicants to fill in missing fields, instead of treating gaps as a negative signal, can remove most of the difference without touching the algorithm.",
      },
      { type: "p", text: "To test for bias in practice:" },
      {
        type: "ol",
        items: [
          "Identify the groups that matter in your context, such as gender, age band, region, language or disability, within the limits of what you may lawfully collect.",
          "Compare error rates and outcomes across those groups on a held-out test set, not only overall accuracy.",
          "Examine the features the model relies on most, and ask whether any of them are proxies for protected characteristics.",
          "Decide in advance what difference between groups is acceptable, and who signs off if it is exceeded.",
          "Repeat the test after every retraining, because new data can reintroduce old problems.",
        ],
      },
      {
        type: "p",
        text: "Where you cannot measure fairness reliably, limit the model's role. A system that ranks applications for human review carries far less risk than one that rejects applicants automatically.",
      },
      { type: "h2", text: "Privacy and data protection" },
      {
        type: "p",
        text: "Most business AI projects process personal data somewhere: customer names in support tickets, phone numbers in call transcripts, student records, employee details. Good privacy practice for AI follows the same principles as any other processing, applied with extra care because models can memorise and reproduce what they see.",
      },
      {
        type: "ul",
        items: [
          "Purpose: be clear about why data is used, and check that the original consent or legal basis covers the new AI use.",
          "Minimisation: send the model only the fields it needs. An invoice classifier rarely needs the contact person's mobile number.",
          "Redaction: mask personal identifiers before text is sent to a third-party model API wherever possible.",
          "Vendor terms: confirm in writing whether a model provider stores prompts, uses them for training, and where the data is processed.",
          "Retention: set limits on how long prompts, outputs and logs are kept, and delete them on schedule.",
          "Rights: make sure you can find and delete an individual's data across training sets, vector databases and logs if they ask.",
        ],
      },
      {
        type: "p",
        text: "A useful habit is to map each AI use case to the notice people were given when their data was collected. If a customer shared a phone number to receive delivery updates, using their chat history to train a marketing model is a different purpose and needs its own justification.",
      },
      { type: "h2", text: "Transparency and explainability" },
      {
        type: "p",
        text: "People deserve to know when they are dealing with an AI system and, for decisions that affect them, why an outcome was reached. At a minimum, chatbots should say clearly that they are automated and offer a route to a human. For scoring and classification systems, provide reason codes such as low recent order volume or incomplete documents that staff can explain to customers in plain words.",
      },
      {
        type: "p",
        text: "Explainability also protects your own team. When a model's reasoning is visible, staff can spot errors, and managers can defend decisions to auditors and regulators. Where a model is too complex to explain, consider whether a simpler, slightly less accurate model would serve the business better.",
      },
      { type: "h2", text: "Accountability" },
      {
        type: "p",
        text: "Every AI system needs a named human owner, usually the head of the business function that uses it rather than the engineering team that built it. That person is accountable for how the system performs, approves significant changes and decides when it should be paused. Alongside the owner, document:",
      },
      {
        type: "ul",
        items: [
          "What the system is for and, just as importantly, what it must not be used for.",
          "Which data it uses and where that data comes from.",
          "How its performance and fairness are monitored, and how often.",
          "How people can challenge a decision, and how quickly they receive an answer.",
          "What happens when something goes wrong, including who is informed and how the system is rolled back.",
        ],
      },
      { type: "h2", text: "Human oversight that works" },
      {
        type: "p",
        text: "Many policies say that a person reviews AI decisions, but in practice reviewers may approve hundreds of suggestions an hour and rarely disagree. This is known as automation bias: people defer to a system because it is usually right and checking is tiring. Oversight that exists only on paper offers little protection. To make it meaningful:",
      },
      {
        type: "ul",
        items: [
          "Give reviewers what they need to disagree, including the inputs the model used and its confidence, not just its answer.",
          "Keep review volumes realistic, and route the most uncertain or highest-impact cases to the most experienced staff.",
          "Occasionally insert cases with known answers into the review queue to confirm that reviewers are genuinely checking.",
          "Track how often reviewers override the model. A rate close to zero may mean the model is excellent, or that nobody is looking closely.",
          "Make it safe to challenge the system. Staff should never be penalised for slowing down to question an output.",
        ],
      },
      { type: "h2", text: "Safety in generative AI" },
      {
        type: "p",
        text: "Generative models bring additional risks because they produce open-ended text and can take actions through tools. The most common issues we see are confident but false answers, responses that drift off-brand or off-topic, and prompt injection, where instructions hidden in a document or message manipulate the model.",
      },
      {
        type: "p",
        text: "Practical safeguards include grounding answers in approved sources with citations, restricting the topics a bot will discuss, validating every tool call against business rules, and red-teaming the system with adversarial inputs before launch. Include inputs in regional languages and mixed scripts: filters tuned only for English often miss them.",
      },
      { type: "h2", text: "Impact on people and the environment" },
      {
        type: "p",
        text: "Automation changes jobs, and being honest about this is part of acting ethically. In most of our projects the goal is to remove repetitive work such as data entry or answering the same question hundreds of times, so that staff can handle exceptions and customers who need care. That outcome is not automatic; it requires planning for reskilling and involving affected teams early. Where roles change significantly, agree the plan with the people concerned before launch: which tasks move to the system, what new work they take on and what training they will receive.",
      },
      {
        type: "p",
        text: "AI also has an environmental cost, because training and running large models consumes significant energy. Choosing the smallest model that meets your quality bar, caching repeated results and avoiding unnecessary retraining are good engineering habits that also reduce your cloud bill.",
      },
      { type: "h2", text: "A lightweight governance framework" },
      {
        type: "p",
        text: "You do not need an ethics board of twenty people. For a growing business, the following steps are usually enough:",
      },
      {
        type: "ol",
        items: [
          "Keep a register of every AI system in use, including tools staff use informally, with its owner and purpose.",
          "Classify each system by risk: low for internal drafting aids, medium for customer-facing assistants, high for anything that affects access to jobs, money, education or essential services.",
          "Require a short impact assessment for medium and high risk systems, covering fairness, privacy, transparency and failure modes.",
          "Review high-risk systems before launch with someone outside the project team, such as legal, HR or a senior manager from another function.",
          "Monitor in production and review each system at least twice a year, or after any significant change in model or data.",
          "Publish a short, plain-language statement of how your company uses AI, so customers and staff know what to expect.",
        ],
      },
      { type: "h2", text: "Questions to ask before any AI launch" },
      {
        type: "ul",
        items: [
          "Who could be harmed if this system is wrong, and how badly?",
          "Have we tested its performance across the groups it will affect?",
          "Do the people whose data it uses know about it, and does our legal basis cover this use?",
          "Can a person understand and challenge its output?",
          "Who owns it, and how do we switch it off quickly if needed?",
        ],
      },
      {
        type: "quote",
        text: "Responsible AI is not a brake on innovation. It is what lets you put AI in front of customers without holding your breath.",
      },
      {
        type: "p",
        text: "At ADRIG these questions are part of every project plan, from a college admissions assistant to operations software for the railways. If you are planning an AI deployment and want an independent view of its risks, our consulting team can help you run a practical assessment before launch.",
      },
    ],
  },
  {
    id: 5,
    slug: "chatgpt-for-customer-support",
    title: "ChatGPT-Style Chatbots for Customer Support: A Practical Guide",
    excerpt:
      "Language-model chatbots can resolve a large share of support conversations, or embarrass your brand. What they do well, where people must stay in charge, and how to build one customers trust.",
    metaDescription:
      "How to use ChatGPT-style chatbots in customer support: best use cases, when to hand over to humans, how to build trust, and the metrics that matter.",
    date: "2025-03-10",
    readTime: "4 min read",
    imageUrl: "/images/blog/chatgpt-for-customer-support.svg",
    imageAlt: "Illustration of a chat window with a support assistant answering a customer",
    tags: ["Chatbots", "Customer Support", "Generative AI"],
    related: ["future-of-generative-ai", "ai-automation-roi-analysis"],
    body: [
      {
        type: "p",
        text: "Customer support is where most businesses first meet modern AI, and for good reason. Support teams answer the same questions every day, customers expect replies at any hour, and a single slow response can lose a sale. Chatbots built on large language models, the technology behind ChatGPT, can handle a large share of this work far better than the scripted bots of a few years ago. They can also fail in new and embarrassing ways if they are deployed carelessly.",
      },
      {
        type: "p",
        text: "Here is what we have learned building support assistants for e-commerce brands, colleges and B2B suppliers, including on our ArivuBot platform.",
      },
      { type: "h2", text: "What is different from the old chatbots" },
      {
        type: "p",
        text: "Earlier chatbots followed decision trees. They worked when customers clicked the expected buttons and failed as soon as someone typed a question in their own words. Language-model chatbots understand free text, cope with spelling mistakes and mixed languages, and can hold a conversation across several turns. Crucially, they can be grounded in your own content, such as help articles, policies, product catalogues and order data, so their answers reflect your business rather than the open internet.",
      },
      {
        type: "p",
        text: "They also bring a new failure mode. Because a language model always produces a fluent reply, it can sound confident while being wrong, for example by inventing a discount or a delivery date. That is why grounding, testing and clear limits matter more than the choice of model.",
      },
      { type: "h2", text: "Where they work best" },
      {
        type: "ul",
        items: [
          "Order and delivery status, when the bot is connected to your order management system.",
          "Product questions about sizes, ingredients, compatibility and availability.",
          "Policy questions about returns, refunds, warranties, fees and admission criteria.",
          "Appointment booking, rescheduling and reminders.",
          "Collecting details up front, such as an order number, photos and a description, before a person takes over.",
        ],
      },
      {
        type: "p",
        text: "For a typical online retailer these categories make up well over half of incoming messages. As an illustrative example, a UK direct-to-consumer skincare brand might see a bot resolve half or more of its chats end to end, while cutting the average first response time from hours to seconds.",
      },
      { type: "h2", text: "Where people should stay in charge" },
      {
        type: "p",
        text: "A good bot knows its limits. Route these conversations to your team, ideally with a summary already written:",
      },
      {
        type: "ul",
        items: [
          "Complaints where the customer is upset or the issue is sensitive.",
          "Refund exceptions, compensation and anything that involves a judgement call about money.",
          "Legal, medical or safety questions that go beyond your published information.",
          "High-value B2B accounts where the relationship matters more than speed.",
        ],
      },
      { type: "h2", text: "How to build a support bot customers trust" },
      {
        type: "ol",
        items: [
          "Ground every answer in approved content. Connect the bot to a maintained knowledge base and instruct it to say it does not know rather than guess.",
          "Connect to live systems. Read-only access to orders, bookings and tickets turns vague answers into specific ones.",
          "Make handover easy. A customer should reach a person in one step, and the agent should receive the full conversation so the customer never repeats themselves.",
          "Set the tone deliberately. Write a short style guide covering greetings, apologies, formality and what the bot must never promise.",
          "Support the languages your customers use. In India that often means English, Tamil, Hindi and mixed scripts, on WhatsApp as well as the website.",
          "Test with real questions. Use a few hundred past tickets as a test set before launch, and keep adding to it.",
          "Protect customer data. Mask card numbers and identity documents in transcripts, and check where your model provider stores conversations.",
        ],
      },
      { type: "h2", text: "Metrics that matter" },
      {
        type: "p",
        text: "Track more than the number of conversations. The measures that tell you whether the bot is helping are:",
      },
      {
        type: "ul",
        items: [
          "Resolution rate: the share of conversations resolved without a person, confirmed by the customer not returning with the same issue within a few days.",
          "Customer satisfaction for bot conversations, compared with conversations handled by people.",
          "Escalation quality: whether handed-over conversations arrive with the information an agent needs.",
          "Answer accuracy, checked by reviewing a weekly sample of conversations.",
        ],
      },
      { type: "h2", text: "Mistakes to avoid" },
      {
        type: "p",
        text: "A few avoidable errors account for most disappointing launches:",
      },
      {
        type: "ul",
        items: [
          "Launching on the entire help centre at once instead of a well-tested core set of topics.",
          "Hiding the option to talk to a person, which frustrates customers and drags down satisfaction scores.",
          "Letting the knowledge base go stale, so the bot confidently quotes last season's prices or an old returns window.",
          "Measuring success by deflection alone, which rewards a bot for making customers give up.",
        ],
      },
      { type: "h2", text: "Getting started" },
      {
        type: "p",
        text: "A focused support chatbot, grounded in your content and connected to one or two core systems, typically takes four to eight weeks to build and launch. Start with your top twenty questions on one channel, such as website chat, review conversations daily for the first two weeks, and add WhatsApp or e-mail once the answers are reliable. If you would like to see what that could look like for your business, our team can walk you through a demo built on your own help content.",
      },
    ],
  },
  {
    id: 6,
    slug: "ai-automation-roi-analysis",
    title: "Measuring the ROI of AI Automation",
    excerpt:
      "A practical method for estimating and proving the return on AI automation, with the full cost picture, the benefits finance will accept and a worked example from invoice processing.",
    metaDescription:
      "How to estimate and measure the ROI of AI automation: full costs, hard and soft benefits, a worked invoice-processing example and common traps to avoid.",
    date: "2025-03-05",
    readTime: "6 min read",
    imageUrl: "/images/blog/ai-automation-roi-analysis.svg",
    imageAlt: "Illustration of a rising bar chart beside automated workflow gears",
    tags: ["Automation", "ROI", "Business Case"],
    related: ["ai-implementation-strategies", "chatgpt-for-customer-support"],
    body: [
      {
        type: "p",
        text: "What is the return on this? It is the first question a finance director asks about any AI automation proposal, and it is the right one. Yet many AI business cases are either wildly optimistic, promising to replace whole departments, or so vague that nobody can check them afterwards. Both make it harder to fund the next good idea.",
      },
      {
        type: "p",
        text: "This article sets out a practical method for estimating and measuring the ROI of AI automation, with a worked example based on the kind of project we regularly deliver for distributors and manufacturers in South India.",
      },
      { type: "h2", text: "Why automation ROI is often misjudged" },
      {
        type: "p",
        text: "Three mistakes account for most bad estimates. First, teams count hours saved but not what happens to those hours: if nobody's work changes, no money is saved. Second, they ignore running costs, assuming that once a system is built it is free. Third, they measure against an imagined baseline rather than a measured one, so any result looks like success.",
      },
      { type: "h2", text: "Counting the costs" },
      {
        type: "p",
        text: "A complete cost picture for an AI automation project includes:",
      },
      {
        type: "ul",
        items: [
          "Build cost: discovery, design, development, integration with existing systems and testing.",
          "Running cost: model API usage or GPU hosting, cloud infrastructure, storage and third-party licences, usually charged per transaction or per month.",
          "Maintenance: monitoring, fixing edge cases, updating prompts or models and adapting to changes in connected systems, typically 15 to 20 percent of the build cost each year.",
          "People cost: the time your staff spend on requirements, testing, training and reviewing outputs during the first months.",
          "Change cost: updating procedures, documentation and, where relevant, customer communication.",
        ],
      },
      {
        type: "p",
        text: "Model usage deserves particular attention. It scales with volume and with the length of each document or conversation, so estimate it from real samples rather than vendor examples, and add a margin for retries and peak months.",
      },
      { type: "h2", text: "Counting the benefits" },
      { type: "h3", text: "Hard savings" },
      {
        type: "p",
        text: "These are benefits that show up directly in the accounts: fewer hours of manual work that translate into redeployed staff or avoided hiring, lower error-related costs such as penalties, rework and write-offs, and reduced spending on outsourced processing. Hard savings should form the core of your business case.",
      },
      { type: "h3", text: "Speed and capacity" },
      {
        type: "p",
        text: "Automation often makes a process faster rather than cheaper. Invoices are processed in hours instead of days, so early-payment discounts can be claimed. Quotes go out the same day, so more deals close. Growth can be absorbed without a matching increase in headcount. Value these carefully, using conservative assumptions that the business owner agrees with.",
      },
      { type: "h3", text: "Quality and risk" },
      {
        type: "p",
        text: "Consistent processing reduces compliance risk and improves data quality for downstream reporting. These benefits are real but hard to price; list them in the business case without inflating the headline number. Cleaner invoice data, for example, makes GST reconciliation quicker and reduces the scramble before filing deadlines.",
      },
      { type: "h2", text: "A worked example" },
      {
        type: "p",
        text: "Consider an illustrative FMCG distributor in Chennai that receives around 4,000 supplier and customer invoices a month. Each one is keyed into the accounting system by hand, taking about six minutes including checks. That is roughly 400 staff hours a month, and mistakes lead to occasional duplicate payments and late-payment charges.",
      },
      {
        type: "p",
        text: "An automation pipeline reads each invoice, extracts the fields, matches them to purchase orders and posts them for approval. Staff now review exceptions and spot-check the rest, spending about one and a half minutes per invoice on average.",
      },
      {
        type: "ul",
        items: [
          "Time saved: about 300 hours a month, roughly two full-time staff, who move to supplier reconciliation and collections work that was previously neglected.",
          "Value of the time saved at a fully loaded cost of ₹35,000 per person per month: about ₹65,000 a month.",
          "Fewer errors: avoided duplicate payments and late charges estimated at ₹15,000 a month, based on the previous year's records.",
          "Total monthly benefit: about ₹80,000.",
          "One-time build and integration cost: ₹3 lakh.",
          "Running and maintenance cost: about ₹20,000 a month for model usage, hosting and support.",
          "Net monthly benefit: about ₹60,000, giving a payback period of around five months.",
        ],
      },
      {
        type: "p",
        text: "Over the first year, benefits of about ₹9.6 lakh against total costs of about ₹5.4 lakh give a net gain of roughly ₹4.2 lakh, a first-year ROI of close to 80 percent. From the second year, with no build cost, the return is considerably higher. The figures are illustrative, but the structure applies to most back-office automation, and projects like this commonly pay for themselves within three to six months.",
      },
      { type: "h2", text: "When the return is capacity, not cost" },
      {
        type: "p",
        text: "Not every business case is about cutting cost. Take an illustrative UK logistics company with 60 staff whose customer service team spends most mornings answering delivery queries by e-mail. The company is growing by around 25 percent a year and, on current trends, would need two more agents within twelve months.",
      },
      {
        type: "p",
        text: "An AI assistant that drafts replies from tracking data, for agents to approve, lets the existing team absorb that growth. Nobody's role is removed, so the saving appears as avoided hiring. The business case compares the assistant's running cost, a few hundred pounds a month, with the fully loaded cost of two additional hires, and adds faster replies as a secondary benefit. Framed this way, finance can test the decision easily, because the hiring plan is already in the budget.",
      },
      { type: "h2", text: "Presenting the business case" },
      {
        type: "p",
        text: "When you take the numbers to your leadership team, keep the presentation simple:",
      },
      {
        type: "ol",
        items: [
          "State the current cost of the process, with the evidence behind it.",
          "Show the expected benefits in three scenarios: conservative, expected and optimistic.",
          "List every cost, one-time and recurring, for at least two years.",
          "Give the payback period and first-year ROI for the conservative scenario, not only the expected one.",
          "Name the business owner, the metrics you will report and the dates of the review points.",
        ],
      },
      {
        type: "p",
        text: "Leading with the conservative case builds credibility. If the project beats it, you have a success story; if it only meets it, you have still kept your promise.",
      },
      { type: "h2", text: "Measuring ROI after go-live" },
      { type: "p", text: "A business case is a forecast. To know whether it came true:" },
      {
        type: "ol",
        items: [
          "Measure the baseline before you build: volume, time per item, error rate and cost, over at least four weeks.",
          "Track the same measures after launch, from the same sources, using the same definitions.",
          "Where possible, compare with a control group, such as a branch or product line that has not yet been automated.",
          "Record what happened to the time saved. If it was not redeployed, the saving is only potential.",
          "Review at three, six and twelve months, and replace estimated running costs with actual bills.",
        ],
      },
      { type: "h2", text: "Common ROI traps" },
      {
        type: "ul",
        items: [
          "Automating a broken process. Simplify first; automating unnecessary steps just makes waste faster.",
          "Ignoring exceptions. The last 10 percent of unusual cases can consume most of the effort, so plan to route them to people.",
          "Underestimating adoption. If staff work around the system, the benefits never arrive.",
          "Counting benefits twice. If the same saved hours appear under both productivity and capacity, the headline ROI is overstated.",
          "Forgetting scale. Running costs that look trivial in a pilot can grow quickly with volume, so model them at full production load.",
        ],
      },
      {
        type: "p",
        text: "Good AI automation should be an easy investment decision, backed by numbers the finance team believes. If you would like help building a business case for a specific process, our team can run a short assessment and give you an estimate you can hold us to.",
      },
    ],
  },
];

/** The post with this slug, or undefined (the route answers 404). */
export function getPost(slug: string): BlogPost | undefined {
  return posts.find((post) => post.slug === slug);
}
