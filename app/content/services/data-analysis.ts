import type { ServiceCategory } from "./types";

export const dataAnalysis: ServiceCategory = {
  slug: "data-analysis",
  title: "Data Analysis",
  shortDescription: "Dashboards, reporting and data pipelines that turn scattered business data into clear answers.",
  metaDescription:
    "Data analysis services by ADRIG: business intelligence, data visualisation and big data processing for growing companies in India, the UK and the US.",
  subtitle: "One reliable version of the numbers, available to everyone who needs it",
  description:
    "Sales figures in the ERP, leads in the CRM, campaign results in three ad accounts and targets in a shared spreadsheet: most growing companies spend more time assembling numbers than acting on them. ADRIG brings that data together into a single, well-modelled store, builds dashboards around the questions your managers actually ask, and sets up the pipelines that keep everything refreshed without anyone exporting a file. When your data volumes outgrow spreadsheets and single databases, we design processing that scales without a jump in cost.",
  icon: "chart",
  howItWorks:
    "We start by interviewing the people who will use the reports and listing the decisions they make each week. From there we trace every metric back to its source system, agree a single definition for each and build automated pipelines into a central warehouse. Dashboards are designed in short review cycles with your team, then published with access controls, refresh schedules and a short training session so that reporting becomes self-service rather than a request to IT.",
  benefits: [
    "Single source of truth: every team reads revenue, margin and pipeline from the same agreed definitions.",
    "Hours returned each week: automated refreshes replace manual exports and spreadsheet consolidation.",
    "Faster reaction: daily or hourly data shows problems while there is still time to fix them.",
    "Scales with you: pipelines are built to handle ten times today's volume without a redesign.",
    "Self-service reporting: managers filter and drill down themselves instead of waiting for an analyst.",
  ],
  caseStudies: [
    {
      title: "Group-wide reporting for an education trust",
      description:
        "A Chennai education group running four colleges consolidated admissions, fee collection and attendance data from separate systems into one warehouse with role-based dashboards for management and principals.",
      results: "Monthly board pack prepared in 1 day instead of 8, and fee dues flagged 3 weeks earlier.",
    },
    {
      title: "Marketing attribution for a US direct-to-consumer brand",
      description:
        "A US skincare brand selling online combined Shopify orders with Meta and Google Ads spend to see true acquisition cost by channel and cohort.",
      results: "Ad budget reallocated within a month, lowering blended customer acquisition cost by 19%.",
    },
  ],
  faqItems: [
    {
      question: "Which data sources can you connect?",
      answer:
        "Common sources include Tally, Zoho, SAP, Salesforce, HubSpot, Shopify, Google Analytics, ad platforms, SQL databases and spreadsheets on Google Drive or SharePoint. If a system has an API, a database or a scheduled export, we can bring it in.",
    },
    {
      question: "Which reporting tool should we use?",
      answer:
        "We work with Power BI, Tableau, Looker Studio, Metabase and Zoho Analytics. We recommend one based on the licences you already hold, your team's skills and how widely reports will be shared, rather than pushing a single tool.",
    },
    {
      question: "How long does a first dashboard take?",
      answer:
        "A first set of dashboards on two or three sources is usually live in 4 to 6 weeks, including data modelling, validation against your existing reports and user training.",
    },
    {
      question: "Who maintains the pipelines after launch?",
      answer:
        "You can take over with the documentation and training we provide, or choose a monthly support plan in which we monitor refreshes, fix source changes and add new reports as needs grow.",
    },
  ],
  subServices: [
    {
      slug: "business-intelligence",
      title: "Business Intelligence",
      shortDescription: "A central data warehouse and KPI reporting that every department trusts.",
      metaDescription:
        "Business intelligence consulting from ADRIG: data warehousing, KPI definitions and Power BI or Tableau reporting built on agreed, auditable numbers.",
      description: [
        "Business intelligence is less about charts than about agreement: one definition of revenue, one way of counting an active customer, one set of targets. Without that, every meeting starts with a debate about whose spreadsheet is right.",
        "ADRIG sets up the foundations that make reporting dependable. We model your data in a central warehouse, document every KPI, reconcile it against your accounts and publish governed reports that department heads can use with confidence, from a daily sales flash to a quarterly board pack.",
      ],
      keyFeatures: [
        {
          title: "Cloud Data Warehouse",
          description:
            "A central store on BigQuery, Snowflake, Azure SQL or PostgreSQL, modelled for fast and consistent reporting.",
          icon: "database",
        },
        {
          title: "KPI Dictionary",
          description:
            "A documented definition, owner and source for every metric, so numbers mean the same thing across teams.",
          icon: "document",
        },
        {
          title: "Automated Data Pipelines",
          description:
            "Scheduled extraction from ERP, CRM, accounting and web sources with validation checks on every load.",
          icon: "refresh",
        },
        {
          title: "Management Reporting",
          description:
            "Daily flashes, monthly MIS and board packs generated automatically from the warehouse.",
          icon: "chart",
        },
        {
          title: "Row-Level Security",
          description:
            "Branch, region and department managers see only the data they are entitled to see.",
          icon: "lock",
        },
        {
          title: "Reconciliation Checks",
          description:
            "Automatic comparisons against ledgers and source totals that flag mismatches before reports go out.",
          icon: "check",
        },
      ],
      benefits: [
        {
          title: "Meetings about actions, not numbers",
          description:
            "When everyone trusts the same figures, discussion moves straight to what to do about them.",
        },
        {
          title: "Month-end in days, not weeks",
          description:
            "MIS packs assemble themselves from the warehouse as soon as the books close.",
        },
        {
          title: "Clear accountability",
          description:
            "Each KPI has a named owner and a target, visible to the people responsible for it.",
        },
        {
          title: "Audit-ready history",
          description:
            "Snapshots of past periods are preserved, so restated or late entries never silently change old reports.",
        },
        {
          title: "Less dependence on key individuals",
          description:
            "Reporting logic lives in documented models rather than in one analyst's spreadsheets.",
        },
        {
          title: "A base for AI",
          description:
            "Clean, modelled data is exactly what forecasting and machine learning projects need next.",
        },
      ],
      caseStudies: [
        {
          title: "Unified MIS for a multi-branch pharmacy chain",
          description:
            "A pharmacy chain with 26 outlets across Tamil Nadu compiled branch sales and stock reports by e-mail every week. We built a warehouse fed nightly from their billing software and a Power BI report set for owners and branch managers.",
          results: [
            "Weekly reporting effort cut by 85%",
            "Expiry write-offs down 23% after near-expiry stock became visible",
          ],
        },
        {
          title: "KPI framework for a UK IT services firm",
          description:
            "A 150-person UK managed services company had three conflicting utilisation figures. We agreed definitions with finance and delivery, modelled timesheet and billing data and published a single utilisation and margin report.",
          results: [
            "Billable utilisation up from 68% to 76% in two quarters",
            "Board pack preparation reduced from 5 days to 1",
          ],
        },
      ],
    },
    {
      slug: "data-visualization",
      title: "Data Visualization",
      shortDescription: "Clear, interactive dashboards designed around the questions your managers ask every day.",
      metaDescription:
        "Data visualisation services: ADRIG designs interactive dashboards, embedded analytics and mobile-friendly reports that make complex business data easy to read.",
      description: [
        "A dashboard with forty charts is rarely read. The reports people come back to answer a few clear questions, highlight what has changed and let the reader drill down only when something looks wrong.",
        "ADRIG designs visualisations with that discipline. We start from the decisions each audience makes, choose the right chart for each comparison, apply consistent colours and labelling and test the layout with real users on desktop and mobile before it is published.",
      ],
      keyFeatures: [
        {
          title: "Role-Based Dashboards",
          description:
            "Separate views for leadership, sales, operations and finance, each limited to the measures that role acts on.",
          icon: "users",
        },
        {
          title: "Interactive Drill-Down",
          description:
            "Move from a national total to a region, a branch and a single invoice in a few clicks.",
          icon: "search",
        },
        {
          title: "Embedded Analytics",
          description:
            "Charts and reports embedded inside your customer portal or internal application with secure sign-on.",
          icon: "layers",
        },
        {
          title: "Geographic Views",
          description:
            "Maps of sales, deliveries or service coverage by pin code, district or territory.",
          icon: "globe",
        },
        {
          title: "Mobile-Friendly Layouts",
          description:
            "Reports designed to be read on a phone by field managers and owners on the move.",
          icon: "smartphone",
        },
        {
          title: "Threshold Alerts",
          description:
            "E-mail or WhatsApp notifications when a measure crosses a limit you set, with a link to the detail.",
          icon: "bell",
        },
      ],
      benefits: [
        {
          title: "Problems spotted at a glance",
          description:
            "Exceptions and trends stand out visually instead of hiding in rows of figures.",
        },
        {
          title: "Higher report usage",
          description:
            "Dashboards built around real questions are opened daily rather than abandoned after launch.",
        },
        {
          title: "Better conversations with clients",
          description:
            "Embedded reports let you share performance data with customers in a professional, branded format.",
        },
        {
          title: "Decisions in the field",
          description:
            "Area managers check targets and stock on their phones before they walk into a customer meeting.",
        },
        {
          title: "Consistent look and language",
          description:
            "A shared design system means every report uses the same colours, terms and formats.",
        },
        {
          title: "Less ad hoc analysis",
          description:
            "Self-service filters answer most follow-up questions without a new report request.",
        },
      ],
      caseStudies: [
        {
          title: "Field sales dashboard for a consumer electronics distributor",
          description:
            "A distributor in Kerala and Tamil Nadu gave 60 sales executives a mobile dashboard showing targets, outstanding payments and top outlets for their beat each morning.",
          results: [
            "Collections from overdue accounts up 31% in one quarter",
            "Dashboard opened by 92% of the sales team every working day",
          ],
        },
        {
          title: "Client-facing analytics for a UK logistics firm",
          description:
            "A UK logistics company answered customers' delivery performance questions by e-mail. We embedded branded on-time and damage dashboards into its customer portal.",
          results: [
            "Reporting requests to the account team down 64%",
            "Two major contracts renewed citing portal transparency",
          ],
        },
      ],
    },
    {
      slug: "big-data",
      title: "Big Data Processing",
      shortDescription: "Scalable pipelines for high-volume event, sensor and transaction data, in batch or real time.",
      metaDescription:
        "Big data processing by ADRIG: scalable batch and streaming pipelines on Spark, Kafka and cloud data lakes for IoT, clickstream and transaction data.",
      description: [
        "Clickstreams, IoT sensors, payment events and application logs generate data faster than a conventional database or reporting tool can handle. Queries slow down, storage bills climb and valuable detail is thrown away to keep systems running.",
        "ADRIG designs data platforms built for volume. We set up data lakes and lakehouses, batch and streaming pipelines and cost controls, so you can keep full history, query it quickly and feed it into analytics and machine learning without surprises on your cloud invoice.",
      ],
      keyFeatures: [
        {
          title: "Data Lake and Lakehouse Design",
          description:
            "Open-format storage on S3, Azure Data Lake or Google Cloud Storage with Delta Lake or Apache Iceberg tables.",
          icon: "database",
        },
        {
          title: "Real-Time Streaming",
          description:
            "Kafka and cloud streaming services that process events within seconds of them happening.",
          icon: "zap",
        },
        {
          title: "Distributed Processing",
          description:
            "Apache Spark and Databricks jobs that transform billions of rows in parallel.",
          icon: "server",
        },
        {
          title: "Pipeline Orchestration",
          description:
            "Airflow or Dagster workflows with dependencies, retries, alerts and clear run history.",
          icon: "workflow",
        },
        {
          title: "Data Quality Monitoring",
          description:
            "Automated checks for missing, late or malformed data before it reaches reports and models.",
          icon: "filter",
        },
        {
          title: "Cloud Cost Optimisation",
          description:
            "Partitioning, storage tiering and right-sized compute to keep processing costs predictable.",
          icon: "gauge",
        },
      ],
      benefits: [
        {
          title: "Keep all your history",
          description:
            "Low-cost storage means detailed records are retained for analysis instead of being purged.",
        },
        {
          title: "Answers in seconds",
          description:
            "Queries over months of events return quickly, even as volumes grow.",
        },
        {
          title: "Real-time awareness",
          description:
            "Operations teams see fraud, outages or stock movements as they happen.",
        },
        {
          title: "Predictable cloud bills",
          description:
            "Cost controls and monitoring prevent runaway compute charges.",
        },
        {
          title: "Fuel for machine learning",
          description:
            "Large, clean training datasets are available on demand for data science work.",
        },
        {
          title: "Open, portable formats",
          description:
            "Open table formats keep your data readable by many tools and avoid vendor lock-in.",
        },
      ],
      caseStudies: [
        {
          title: "Streaming telemetry for an EV charging network",
          description:
            "A US EV charging start-up collected status messages from thousands of chargers into a single database that could not keep up. We moved ingestion to Kafka and a lakehouse with real-time fault detection.",
          results: [
            "Fault alerts raised in under 30 seconds instead of 15 minutes",
            "Charger uptime improved from 94.1% to 97.8%",
            "Storage and query costs down 41%",
          ],
        },
        {
          title: "Clickstream analytics for an Indian edtech platform",
          description:
            "An edtech platform with 2 million monthly learners could analyse only seven days of events. We built a Spark pipeline into an Iceberg lakehouse retaining two years of history.",
          results: [
            "Course completion analysis extended from 7 days to 24 months of data",
            "Nightly processing time cut by 86%, from 6 hours to 50 minutes",
          ],
        },
      ],
    },
  ],
};
