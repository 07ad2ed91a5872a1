import type { ServiceCategory } from "./types";

export const workflowAutomations: ServiceCategory = {
  slug: "workflow-automations",
  title: "Workflow Automations",
  shortDescription: "Automate approvals, hand-offs and data entry across the tools your business runs on.",
  metaDescription:
    "Workflow automation by ADRIG Technologies: process optimisation, task automation and system integration that remove manual hand-offs and repetitive data entry.",
  subtitle: "Remove the copy-paste, the chasing and the waiting from everyday operations",
  description:
    "In many companies, work moves between people and systems by e-mail, spreadsheet and phone call: a sales order is retyped into the ERP, an approval waits in someone's inbox, a report is assembled by hand every Monday. ADRIG maps those workflows, removes the steps that add no value and automates the rest with a mix of integration platforms, custom code and AI for the steps that involve reading documents or messages. The result is work that moves on its own, with people stepping in only where a decision is needed.",
  icon: "workflow",
  howItWorks:
    "We sit with the teams who do the work and document each process as it really runs, including the exceptions. Together we agree which steps to remove, which to automate and which must stay with a person, and we estimate the time saved for each. We then build the automations in small releases, starting with the highest-volume process, run them alongside the manual process until results match, and hand over monitoring dashboards that show every run and every exception.",
  benefits: [
    "Time back for your team: hours spent on data entry and chasing approvals are freed for customer and value work.",
    "Fewer errors: data moves between systems exactly as entered, without retyping mistakes.",
    "Faster cycle times: orders, onboarding and approvals complete in hours instead of days.",
    "Visible operations: every automated run is logged, so you can see where work is and what is stuck.",
    "Quick payback: the hours released usually cover the cost of a workflow project within 3 to 6 months.",
  ],
  caseStudies: [
    {
      title: "Order-to-invoice automation for a packaging manufacturer",
      description:
        "A packaging manufacturer in Sriperumbudur received purchase orders by e-mail in different formats. AI-assisted extraction now creates sales orders in the ERP, checks stock and credit limits and triggers invoicing on dispatch.",
      results: "Order processing time down from 2 days to 3 hours and order entry errors reduced by 90%.",
    },
    {
      title: "Employee onboarding for a UK recruitment agency",
      description:
        "A UK recruitment agency placing contractors automated right-to-work checks, contract generation, e-signature and payroll set-up from a single candidate record.",
      results: "Onboarding time per contractor cut from 4 hours to 35 minutes.",
    },
  ],
  faqItems: [
    {
      question: "Which tools do you use to build automations?",
      answer:
        "We choose per project: n8n, Make, Zapier or Power Automate for common integrations, and custom services in Python or Node.js where volume, security or complexity demands it. We avoid locking you into a tool you do not need.",
    },
    {
      question: "What if a process has many exceptions?",
      answer:
        "We automate the standard path and route exceptions to a person through a simple task queue with all the context attached. As patterns in the exceptions become clear, more of them can be automated over time.",
    },
    {
      question: "Will automations break when our software updates?",
      answer:
        "We integrate through official APIs wherever they exist, which are far more stable than screen-based approaches, and set up monitoring that alerts us when a run fails. Support plans include fixes for changes in connected systems.",
    },
    {
      question: "How do we know what we are saving?",
      answer:
        "Before building, we measure how long each process takes and how often it runs. After go-live, run logs show volumes handled automatically, so time and cost savings can be reported every month.",
    },
  ],
  subServices: [
    {
      slug: "process-optimization",
      title: "Process Optimization",
      shortDescription: "Map, measure and redesign your operations before automating, so you automate the right work.",
      metaDescription:
        "Process optimisation consulting from ADRIG: process mapping, bottleneck analysis and redesign that cut cycle times before any automation is built.",
      description: [
        "Automating a poor process only produces poor results faster. Before any workflow is automated, it is worth asking why each step exists, who really needs each approval and where work sits waiting.",
        "ADRIG's process optimisation work answers those questions with evidence. We map processes as they actually run, measure volumes, waiting times and rework, and redesign them with your team. The redesigned process becomes a clear blueprint for automation, with a business case attached to each step.",
      ],
      keyFeatures: [
        {
          title: "As-Is Process Mapping",
          description:
            "Workshops and shadowing that document each step, role, system and exception as the work is really done.",
          icon: "workflow",
        },
        {
          title: "Process Mining",
          description:
            "Analysis of system event logs to reveal real paths, loops and delays that interviews miss.",
          icon: "search",
        },
        {
          title: "Bottleneck Analysis",
          description:
            "Measurement of waiting time and rework at each step to locate where cycle time is lost.",
          icon: "clock",
        },
        {
          title: "To-Be Process Design",
          description:
            "A simplified future process with fewer hand-offs, clear ownership and defined service levels.",
          icon: "lightbulb",
        },
        {
          title: "Automation Opportunity Scoring",
          description:
            "Each step rated on volume, rule clarity and effort so automation starts where returns are highest.",
          icon: "target",
        },
        {
          title: "KPI and SLA Framework",
          description:
            "Cycle time, first-time-right and backlog measures agreed with owners and tracked after the change.",
          icon: "gauge",
        },
      ],
      benefits: [
        {
          title: "Shorter cycle times",
          description:
            "Removing unnecessary approvals and hand-offs speeds up work before any software is written.",
        },
        {
          title: "Automation that pays off",
          description:
            "Investment goes to the steps with the highest volume and the clearest rules.",
        },
        {
          title: "Shared understanding",
          description:
            "Everyone involved sees the whole process, not just their own step.",
        },
        {
          title: "Clear ownership",
          description:
            "Each process and each step has an accountable owner and an agreed service level.",
        },
        {
          title: "Less rework",
          description:
            "Root causes of errors are fixed at source rather than corrected downstream.",
        },
        {
          title: "A roadmap, not a wish list",
          description:
            "You receive a prioritised plan with expected savings for each improvement.",
        },
      ],
      caseStudies: [
        {
          title: "Procure-to-pay redesign for a hospital group",
          description:
            "A multi-speciality hospital group in Chennai took 19 days on average to process a purchase request. Mapping showed seven approval steps, three of them duplicated. We redesigned the flow with value-based approval limits.",
          results: [
            "Purchase cycle time cut by 68%, from 19 days to 6",
            "Approval steps reduced from 7 to 3 for routine purchases",
          ],
        },
        {
          title: "Claims handling review for a UK insurance broker",
          description:
            "A UK insurance broker used process mining on its claims system and found that 30% of claims looped back for missing documents. A redesigned intake checklist and automated reminders followed.",
          results: [
            "Rework on claims down 44%",
            "Average claim settlement time reduced by 9 days",
          ],
        },
      ],
    },
    {
      slug: "task-automation",
      title: "Task Automation",
      shortDescription: "Hand repetitive data entry, report building and follow-ups to reliable software bots.",
      metaDescription:
        "Task automation by ADRIG: RPA and AI bots for data entry, report generation, reconciliations and reminders, so your staff can focus on higher-value work.",
      description: [
        "Every team has tasks that follow the same steps every time: downloading bank statements and matching them to invoices, compiling the weekly sales report, sending payment reminders, updating a portal with the same data that already sits in your ERP.",
        "ADRIG automates these tasks with software bots and scheduled workflows. Where a step involves reading an e-mail, a PDF or a scanned form, we add AI to interpret it. Bots run on schedule or on a trigger, log every action and ask a person only when something falls outside the rules.",
      ],
      keyFeatures: [
        {
          title: "Data Entry Bots",
          description:
            "Records moved from e-mails, forms and spreadsheets into your business systems without retyping.",
          icon: "terminal",
        },
        {
          title: "Document Reading",
          description:
            "AI extraction from invoices, delivery notes, bank statements and application forms.",
          icon: "document",
        },
        {
          title: "Scheduled Reports",
          description:
            "Daily and weekly reports compiled, formatted and e-mailed to the right people automatically.",
          icon: "calendar",
        },
        {
          title: "Reconciliation Automation",
          description:
            "Bank, payment gateway and ledger entries matched automatically, with only mismatches left for review.",
          icon: "check",
        },
        {
          title: "Reminders and Follow-Ups",
          description:
            "Payment, renewal and document reminders sent by e-mail, SMS or WhatsApp on a defined cadence.",
          icon: "bell",
        },
        {
          title: "Portal Automation",
          description:
            "Routine updates to government, bank and customer portals where no API is available.",
          icon: "globe",
        },
      ],
      benefits: [
        {
          title: "Hours returned every week",
          description:
            "Staff spend their time on customers, analysis and exceptions instead of keystrokes.",
        },
        {
          title: "Near-zero keying errors",
          description:
            "Bots copy data exactly, every time, and validate it before saving.",
        },
        {
          title: "Work done overnight",
          description:
            "Reports and reconciliations are ready when the team arrives in the morning.",
        },
        {
          title: "Scale without hiring",
          description:
            "Higher transaction volumes are absorbed without adding back-office headcount.",
        },
        {
          title: "Complete audit trail",
          description:
            "Every action a bot takes is logged with a timestamp and the data it used.",
        },
        {
          title: "Better employee morale",
          description:
            "Removing tedious work makes roles more interesting and reduces attrition in operations teams.",
        },
      ],
      caseStudies: [
        {
          title: "Bank reconciliation for a chartered accountancy firm",
          description:
            "A Chennai CA firm reconciled bank statements for 120 clients by hand each month. Bots now import statements, match entries to the books and prepare exception lists for review.",
          results: [
            "Reconciliation effort cut by 78%",
            "Monthly close for clients delivered 5 days earlier",
          ],
        },
        {
          title: "Payment reminders for a US property management company",
          description:
            "A US property manager with 900 rental units automated rent reminders, late-fee notices and receipt confirmations from its property management system.",
          results: [
            "Late rent payments down 26%",
            "About 60 staff hours saved every month",
          ],
        },
      ],
    },
    {
      slug: "integration",
      title: "Integration Services",
      shortDescription: "Connect your ERP, CRM, e-commerce and finance systems so data flows between them in real time.",
      metaDescription:
        "System integration services from ADRIG: API integrations, middleware and data sync between ERP, CRM, e-commerce, payment and logistics platforms.",
      description: [
        "Growing businesses add software one problem at a time: an ERP for accounts, a CRM for sales, a store for online orders, a courier platform for shipping. Without integration, people become the connection, copying orders, customers and stock figures between screens.",
        "ADRIG connects these systems so that data entered once flows everywhere it is needed. We build API integrations and middleware with proper error handling, retries and monitoring, and document every data flow so your team knows exactly what moves where and when.",
      ],
      keyFeatures: [
        {
          title: "API Integrations",
          description:
            "Direct connections through REST, GraphQL and SOAP APIs with authentication, paging and rate-limit handling.",
          icon: "plug",
        },
        {
          title: "Integration Platforms",
          description:
            "Workflows on n8n, Make, Zapier or Power Automate where an off-the-shelf connector is the quickest route.",
          icon: "workflow",
        },
        {
          title: "Custom Middleware",
          description:
            "Lightweight services that transform and route data between systems with different formats.",
          icon: "server",
        },
        {
          title: "Legacy System Connectors",
          description:
            "Database, file-drop and SFTP-based connections for older on-premise software without modern APIs.",
          icon: "database",
        },
        {
          title: "Webhooks and Events",
          description:
            "Real-time updates triggered by events such as a new order, a payment or a dispatch.",
          icon: "zap",
        },
        {
          title: "Integration Monitoring",
          description:
            "Dashboards and alerts for failed syncs, with replay so no transaction is lost.",
          icon: "eye",
        },
      ],
      benefits: [
        {
          title: "Enter data once",
          description:
            "Customers, orders and products are created in one system and appear in the others automatically.",
        },
        {
          title: "Accurate stock everywhere",
          description:
            "Inventory levels stay aligned across your ERP, website and marketplaces, preventing overselling.",
        },
        {
          title: "Faster order fulfilment",
          description:
            "Orders reach the warehouse and courier the moment they are paid.",
        },
        {
          title: "Freedom to choose software",
          description:
            "Pick the best tool for each job without worrying about it working alongside the rest.",
        },
        {
          title: "No lost transactions",
          description:
            "Failed messages are retried and flagged, never silently dropped.",
        },
        {
          title: "Documented data flows",
          description:
            "Clear diagrams and runbooks make the integration landscape easy to support and extend.",
        },
      ],
      caseStudies: [
        {
          title: "Omnichannel stock sync for a home decor brand",
          description:
            "A Bengaluru home decor brand selling on its website, Amazon and Flipkart oversold regularly. We connected its ERP to all three channels with near real-time stock and order sync.",
          results: [
            "Overselling incidents down 95%",
            "Order dispatch time improved from 36 hours to 14",
          ],
        },
        {
          title: "CRM-to-ERP integration for a UK engineering supplier",
          description:
            "A UK engineering supplier re-entered won deals from HubSpot into Sage by hand. A middleware service now creates customers, sales orders and project codes automatically when a deal closes.",
          results: [
            "Order entry time reduced by 85%",
            "Invoice disputes due to data errors down 70%",
          ],
        },
      ],
    },
  ],
};
