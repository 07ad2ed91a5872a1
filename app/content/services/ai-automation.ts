import type { ServiceCategory } from "./types";

export const aiAutomation: ServiceCategory = {
  slug: "ai-automation",
  title: "AI Automation",
  shortDescription: "Predictive models, machine learning and AI built into the systems your teams already use.",
  metaDescription:
    "AI automation by ADRIG, Chennai: predictive analytics, custom machine learning and AI integrated with your CRM and ERP. Typical payback in 3-6 months.",
  subtitle: "Let models handle the forecasting, sorting and scoring so your people can handle the judgement calls",
  description:
    "Most businesses already hold the data needed to forecast demand, spot risky accounts or route work to the right person; it simply sits in spreadsheets, ERP tables and inboxes. ADRIG builds AI automation around that data: predictive models that flag what is likely to happen next, machine learning that classifies documents, images and transactions at scale, and integrations that put those outputs inside the tools your staff open every morning. We start with one measurable process, prove the gain, and then extend the same foundations to the next.",
  icon: "brain",
  howItWorks:
    "We begin with a two-week discovery in which we map the decision or task to automate, audit the data behind it and agree a baseline metric with your team. We then build a working model on your historical data, test it against that baseline and review the results with the people who will use it. Once the numbers hold up, we connect the model to your CRM, ERP or internal tools, set up monitoring and retraining, and hand over dashboards that show the effect in plain business terms.",
  benefits: [
    "Faster decisions: forecasts, scores and alerts arrive inside existing screens instead of in a monthly report.",
    "Lower operating cost: repetitive classification and data entry move from staff to models that work around the clock.",
    "Measurable returns: every project is tied to a baseline metric, and most clients see payback within 3 to 6 months.",
    "Fewer surprises: early warnings on demand swings, payment risk and equipment wear give teams time to act.",
    "No platform lock-in: models run on your cloud or ours and connect to the software you already pay for.",
  ],
  caseStudies: [
    {
      title: "Predictive maintenance for an auto-components plant",
      description:
        "A Hosur-based auto-components manufacturer fed vibration and temperature readings from 40 CNC machines into a failure-prediction model that schedules maintenance before breakdowns.",
      results: "29% less unplanned downtime and spindle replacement costs down by a fifth in the first year.",
    },
    {
      title: "Claims triage for a third-party administrator",
      description:
        "A Bengaluru health insurance TPA used machine learning to sort incoming claims by completeness and fraud risk, sending clean claims straight to approval.",
      results: "Average claim turnaround cut from 5 days to 2 and 38% of claims approved without manual rework.",
    },
  ],
  faqItems: [
    {
      question: "Which processes are good candidates for AI automation?",
      answer:
        "Processes that repeat often, rely on data you already collect and have a clear right or wrong outcome: demand planning, lead scoring, invoice and document handling, quality inspection, collections prioritisation and ticket routing are common starting points.",
    },
    {
      question: "Do we need a data science team to work with you?",
      answer:
        "No. We supply the data scientists and engineers. What we need from you is a process owner who knows how the work is done today and can judge whether a model's output is useful, plus read access to the relevant data.",
    },
    {
      question: "How soon can we expect a return on the investment?",
      answer:
        "We scope projects so that the first use case is live within 6 to 10 weeks. Most clients recover the project cost within 3 to 6 months through saved hours, lower inventory or higher conversion, and we report against the baseline agreed at the start.",
    },
    {
      question: "Where is our data stored and who can see it?",
      answer:
        "Data stays in your cloud account or in a dedicated environment in the region you choose, including India, the UK or the US. Access is role-based and logged, and we sign an NDA and data processing agreement before any data is shared.",
    },
  ],
  subServices: [
    {
      slug: "predictive-analytics",
      title: "Predictive Analytics",
      shortDescription: "Forecast demand, churn and risk from your historical data, with accuracy you can verify.",
      metaDescription:
        "Predictive analytics services from ADRIG: demand forecasting, churn prediction and risk scoring models with 80-95% accuracy on well-prepared business data.",
      description: [
        "Predictive analytics turns the records your business already keeps, such as sales history, payment behaviour and service logs, into forward-looking estimates: how much of each product will sell next week, which customers are likely to leave, which invoices are unlikely to be paid on time.",
        "ADRIG builds these models around a specific decision. We measure accuracy on data the model has never seen, explain which factors drive each prediction and deliver the output where the decision is made, whether that is a purchase order screen, a CRM record or a morning e-mail to a branch manager. On well-prepared business data our models typically reach 80 to 95 percent accuracy.",
      ],
      keyFeatures: [
        {
          title: "Demand Forecasting",
          description:
            "SKU, store and region-level forecasts that account for seasonality, festivals, promotions and price changes.",
          icon: "trending-up",
        },
        {
          title: "Churn Prediction",
          description:
            "Monthly risk scores for every active customer, with the behaviours behind each score so account teams know what to address.",
          icon: "users",
        },
        {
          title: "Credit and Payment Risk Scoring",
          description:
            "Models that rank receivables and new applicants by the likelihood of late or missed payment using transaction history.",
          icon: "shield",
        },
        {
          title: "Anomaly Detection",
          description:
            "Automatic flags for unusual orders, sensor readings or expense claims that deviate from learned patterns.",
          icon: "bell",
        },
        {
          title: "Scenario Planning",
          description:
            "What-if views that show how forecasts move if you change price, lead time or marketing spend.",
          icon: "layers",
        },
        {
          title: "Accuracy Monitoring",
          description:
            "Live tracking of forecast error against actuals, with alerts and scheduled retraining when performance drifts.",
          icon: "gauge",
        },
      ],
      benefits: [
        {
          title: "Leaner inventory",
          description:
            "Order closer to real demand and release working capital tied up in stock that does not move.",
        },
        {
          title: "Earlier customer retention",
          description:
            "Reach at-risk customers weeks before renewal instead of after they have already decided to leave.",
        },
        {
          title: "Healthier cash flow",
          description:
            "Focus collection calls on the accounts most likely to slip and shorten average debtor days.",
        },
        {
          title: "Planning grounded in evidence",
          description:
            "Replace gut-feel targets with ranges your finance and sales teams can both agree on.",
        },
        {
          title: "Transparent predictions",
          description:
            "Every score comes with its main drivers, so managers understand and trust the recommendation.",
        },
        {
          title: "Results you can audit",
          description:
            "Accuracy is reported against a hold-out period and a baseline method, not just claimed.",
        },
      ],
      caseStudies: [
        {
          title: "Weekly demand forecasts for a Chennai FMCG distributor",
          description:
            "The distributor planned purchases for 850 SKUs from last month's sales in spreadsheets. We built a gradient-boosted forecasting model using three years of invoices, festival calendars and scheme data, delivered as a suggested order quantity in their purchase screen.",
          results: [
            "32% fewer stock-outs across top-selling SKUs",
            "91% forecast accuracy at SKU-week level",
            "18% reduction in slow-moving stock",
          ],
        },
        {
          title: "Churn prediction for a UK subscription business",
          description:
            "A UK subscription retailer with 40,000 active members wanted to act before cancellations. We scored every member weekly on engagement, delivery issues and payment history and pushed high-risk lists to the retention team.",
          results: [
            "21% reduction in monthly churn over two quarters",
            "3.4x return on retention offers compared with blanket discounts",
          ],
        },
        {
          title: "Receivables risk scoring for an industrial supplier",
          description:
            "An Ambattur-based industrial components supplier had debtor days creeping above 75. A payment-risk model ranked open invoices each morning so the collections team called the right customers first.",
          results: [
            "Debtor days down from 78 to 59 in five months",
            "27% fewer invoices over 90 days past due",
          ],
        },
      ],
      extra: {
        kind: "methodology",
        title: "Our Predictive Analytics Methodology",
        intro:
          "Every predictive project follows the same five stages, so you always know what has been tested, what is in production and how it is performing.",
        cards: [
          {
            name: "Data Audit and Preparation",
            description:
              "We profile your data for gaps, duplicates and leakage, agree definitions with your team and build a clean, versioned training set.",
            icon: "database",
          },
          {
            name: "Feature Engineering",
            description:
              "We turn raw records into meaningful signals such as purchase frequency, seasonality indices and payment trends that a model can learn from.",
            icon: "settings",
          },
          {
            name: "Model Selection and Validation",
            description:
              "We compare several algorithms against a simple baseline on a hold-out period and choose the one that is accurate, stable and explainable.",
            icon: "check",
          },
          {
            name: "Deployment into Workflows",
            description:
              "Predictions are delivered through an API, a scheduled export or a dashboard inside the system where the decision is taken.",
            icon: "plug",
          },
          {
            name: "Monitoring and Retraining",
            description:
              "We track accuracy against actual outcomes, alert on drift and retrain on a schedule so the model keeps pace with your business.",
            icon: "refresh",
          },
        ],
        faq: [
          {
            question: "How much historical data do we need?",
            answer:
              "For demand forecasting, 18 to 24 months of transactions usually captures seasonality well. For churn or risk models, a few thousand customers with known outcomes is a practical minimum. We confirm feasibility during the data audit before any build work begins.",
          },
          {
            question: "How accurate will the predictions be?",
            answer:
              "On well-prepared business data our models typically reach 80 to 95 percent accuracy, depending on the problem and the quality of the history. We measure this on a period the model has not seen and always compare it with your current method.",
          },
          {
            question: "How long does a predictive analytics project take?",
            answer:
              "A first model in production usually takes 6 to 10 weeks: about two weeks for the data audit, three to four weeks for modelling and validation, and the rest for integration and user testing.",
          },
          {
            question: "What happens when market conditions change?",
            answer:
              "Monitoring compares predictions with actual results every week. If accuracy falls below an agreed threshold, for example after a price change or a new competitor, the model is retrained on recent data and re-validated before it replaces the current version.",
          },
        ],
      },
    },
    {
      slug: "machine-learning",
      title: "Machine Learning Solutions",
      shortDescription: "Custom models for vision, text, recommendations and classification, taken from prototype to production.",
      metaDescription:
        "Custom machine learning development by ADRIG: computer vision, text classification and recommendation models, deployed with MLOps and explained in plain terms.",
      description: [
        "Off-the-shelf AI tools cover common tasks, but the problems that matter most to a business are usually specific to it: recognising defects on your production line, classifying your document types, recommending products from your catalogue to your customers.",
        "ADRIG designs, trains and deploys machine learning models for those problems. We work from a small, testable prototype to a production service with versioned data, automated retraining and monitoring, so the model keeps delivering after the project team has moved on.",
      ],
      keyFeatures: [
        {
          title: "Custom Model Development",
          description:
            "Models trained on your own data for classification, regression and ranking tasks that generic tools do not cover.",
          icon: "brain",
        },
        {
          title: "Computer Vision",
          description:
            "Image and video models for defect detection, product recognition, document photos and safety compliance checks.",
          icon: "eye",
        },
        {
          title: "Text Classification and Extraction",
          description:
            "Sorting e-mails, tickets and documents by intent or type and pulling out names, amounts and dates reliably.",
          icon: "document",
        },
        {
          title: "Recommendation Engines",
          description:
            "Personalised product, content or next-best-action suggestions based on behaviour and catalogue attributes.",
          icon: "sparkles",
        },
        {
          title: "MLOps Pipelines",
          description:
            "Versioned datasets, experiment tracking, automated tests and one-click deployment for every model we ship.",
          icon: "git-branch",
        },
        {
          title: "Explainability Reports",
          description:
            "Plain-language summaries of what each model has learned, where it is weak and how it should be used.",
          icon: "lightbulb",
        },
      ],
      benefits: [
        {
          title: "Automation of judgement-heavy work",
          description:
            "Tasks that once needed a trained eye, such as inspecting parts or reading forms, can be handled at scale.",
        },
        {
          title: "Consistent quality",
          description:
            "A model applies the same criteria to the first item of the shift and the ten-thousandth.",
        },
        {
          title: "Higher revenue per customer",
          description:
            "Relevant recommendations raise basket size and repeat purchases without extra marketing spend.",
        },
        {
          title: "Models that stay accurate",
          description:
            "Drift monitoring and retraining keep performance steady as products, customers and suppliers change.",
        },
        {
          title: "Ownership of the asset",
          description:
            "You own the trained models, the code and the training pipelines, with full documentation.",
        },
        {
          title: "Room to grow",
          description:
            "The same pipeline infrastructure supports your second and third models at a fraction of the first one's cost.",
        },
      ],
      caseStudies: [
        {
          title: "Fabric defect detection for a Tiruppur knitwear unit",
          description:
            "Manual inspection at a knitwear exporter missed defects during night shifts. We trained a vision model on 60,000 labelled fabric images and installed it on cameras above two inspection tables.",
          results: [
            "37% fewer defects reaching final packing",
            "Inspection throughput up 2.1x per table",
          ],
        },
        {
          title: "Product recommendations for a US home goods retailer",
          description:
            "A US online home goods store showed the same best-sellers to every visitor. We built a recommendation model from browsing and order history and served it through their storefront API.",
          results: [
            "14% increase in average order value",
            "9% higher repeat purchase rate within 90 days",
          ],
        },
      ],
      extra: {
        kind: "technologies",
        title: "Technologies We Use",
        intro:
          "We choose proven, well-supported tools and avoid proprietary lock-in, so your team or any future partner can maintain what we build.",
        technologies: [
          {
            name: "Python and scikit-learn",
            description:
              "The standard toolkit for data preparation and classical models such as regression, random forests and clustering.",
            icon: "code",
          },
          {
            name: "PyTorch",
            description:
              "Our framework of choice for deep learning, including vision models and fine-tuning of transformer networks.",
            icon: "cpu",
          },
          {
            name: "XGBoost and LightGBM",
            description:
              "Gradient-boosted trees that deliver strong accuracy on tabular business data with fast training times.",
            icon: "trending-up",
          },
          {
            name: "Hugging Face Transformers",
            description:
              "Pre-trained language and vision models that we adapt to your data for text and image tasks.",
            icon: "language",
          },
          {
            name: "MLflow",
            description:
              "Experiment tracking and a model registry, so every production model can be traced to its data and code.",
            icon: "git-branch",
          },
          {
            name: "AWS, Azure and Google Cloud",
            description:
              "Managed training and serving on SageMaker, Azure Machine Learning or Vertex AI, in the region you choose.",
            icon: "cloud",
          },
        ],
        processTitle: "From Idea to Production in Four Steps",
        process: [
          {
            title: "Frame the Problem",
            description:
              "We define the prediction, the success metric and the business action that follows from it, and check that suitable data exists.",
          },
          {
            title: "Build a Prototype",
            description:
              "Within three to four weeks we train a first model on a sample of your data and show its accuracy against your current process.",
          },
          {
            title: "Productionise",
            description:
              "We harden the model into a secure, monitored service with automated tests and connect it to your applications.",
          },
          {
            title: "Monitor and Improve",
            description:
              "We track live performance, collect feedback from users and retrain on new data on an agreed schedule.",
          },
        ],
      },
    },
    {
      slug: "ai-integration",
      title: "AI Integration",
      shortDescription: "Bring predictions, document reading and AI assistants into your CRM, ERP and marketing tools.",
      metaDescription:
        "AI integration services: ADRIG connects forecasting, lead scoring and document AI to Salesforce, Zoho, SAP, Tally, HubSpot and Power BI without replatforming.",
      description: [
        "AI only pays off when people use it, and people use what appears in the software they already work in. A lead score that lives in a separate dashboard is ignored; the same score shown on the CRM record changes who gets called first.",
        "ADRIG integrates AI capabilities directly into your existing CRM, ERP, marketing and reporting platforms through their official APIs and webhooks. There is no rip-and-replace and no new login for your staff: forecasts, classifications, summaries and recommendations simply appear where the work happens.",
      ],
      keyFeatures: [
        {
          title: "CRM Intelligence",
          description:
            "Lead and opportunity scores, next-best-action prompts and call summaries written back to each CRM record.",
          icon: "target",
        },
        {
          title: "ERP Forecast Integration",
          description:
            "Demand and replenishment suggestions delivered into purchase and production planning screens.",
          icon: "package",
        },
        {
          title: "Document Intelligence",
          description:
            "Invoices, purchase orders and KYC documents read by AI and posted as validated entries with a review queue.",
          icon: "document",
        },
        {
          title: "Marketing Personalisation",
          description:
            "Audience segments and send-time predictions pushed to your e-mail, WhatsApp and ad platforms.",
          icon: "mail",
        },
        {
          title: "API and Webhook Connectors",
          description:
            "Robust connectors with retries, logging and rate-limit handling for both cloud and on-premise systems.",
          icon: "plug",
        },
        {
          title: "Governed Data Flows",
          description:
            "Role-based access, masking of personal data and full audit logs for every AI call.",
          icon: "lock",
        },
      ],
      benefits: [
        {
          title: "Adoption without retraining",
          description:
            "Staff see AI output inside familiar screens, so usage starts on day one.",
        },
        {
          title: "More value from existing licences",
          description:
            "Your CRM and ERP do more without an upgrade to a premium AI tier.",
        },
        {
          title: "Less double entry",
          description:
            "Data extracted by AI flows straight into the system of record instead of being retyped.",
        },
        {
          title: "Quicker go-live",
          description:
            "Integrating with what you have avoids long migration projects; first integrations go live in 4 to 6 weeks.",
        },
        {
          title: "One source of truth",
          description:
            "Predictions and the records they relate to stay together, which simplifies reporting and audits.",
        },
        {
          title: "Compliance built in",
          description:
            "Data handling is designed around the DPDP Act in India and UK GDPR from the start.",
        },
      ],
      caseStudies: [
        {
          title: "Lead scoring inside Zoho CRM for a real estate developer",
          description:
            "A Chennai real estate developer received 3,000 enquiries a month from portals and ads. We scored each lead on source, budget, location and response behaviour and wrote the score and a suggested call script into Zoho CRM.",
          results: [
            "27% higher site-visit conversion",
            "First-call time for hot leads cut from 6 hours to 40 minutes",
          ],
        },
        {
          title: "Invoice extraction into NetSuite for a UK distributor",
          description:
            "A UK distribution company keyed supplier invoices into NetSuite by hand. We added AI extraction with confidence checks, a review queue for exceptions and automatic posting for matched invoices.",
          results: [
            "74% less manual data entry",
            "Invoice processing time down from 3 days to same day",
          ],
        },
      ],
      extra: {
        kind: "integrations",
        title: "Platforms We Integrate With",
        intro:
          "We connect AI to the platforms our clients in India, the UK and the US use most, through official APIs and supported connectors.",
        integrations: [
          {
            category: "CRM",
            platforms: ["Salesforce", "HubSpot CRM", "Zoho CRM", "Microsoft Dynamics 365", "Freshsales"],
            description: "Lead and deal scoring, call and e-mail summaries, next-best-action prompts.",
          },
          {
            category: "ERP",
            platforms: ["SAP Business One", "SAP S/4HANA", "Oracle NetSuite", "Tally Prime", "Odoo"],
            description: "Demand forecasts, reorder suggestions, invoice and purchase order extraction.",
          },
          {
            category: "Marketing",
            platforms: ["HubSpot Marketing Hub", "Mailchimp", "Zoho Campaigns", "Meta Ads", "Google Ads", "WhatsApp Business Platform"],
            description: "Predicted segments, send-time optimisation and AI-assisted campaign copy.",
          },
          {
            category: "Business Intelligence",
            platforms: ["Microsoft Power BI", "Tableau", "Looker Studio", "Metabase", "Zoho Analytics"],
            description: "Forecasts and model scores published as datasets alongside your existing reports.",
          },
        ],
        comparisonTitle: "Traditional Approach vs ADRIG's Approach",
        comparison: [
          {
            feature: "Works with your current systems",
            traditional: { text: "Migration to a new platform before any AI is used", met: false },
            adrig: { text: "Connects to your existing CRM, ERP and tools through their APIs", met: true },
          },
          {
            feature: "Time to first result",
            traditional: { text: "Twelve to eighteen month transformation programmes", met: false },
            adrig: { text: "First integration live in 4 to 6 weeks", met: true },
          },
          {
            feature: "Insight where work happens",
            traditional: { text: "Separate dashboards that staff have to remember to open", met: false },
            adrig: { text: "Scores and suggestions shown on the record being worked on", met: true },
          },
          {
            feature: "Keeps learning",
            traditional: { text: "Fixed rules that need manual rewriting when things change", met: false },
            adrig: { text: "Models retrained on new outcomes on an agreed schedule", met: true },
          },
          {
            feature: "Data governance",
            traditional: { text: "Data copied into third-party tools with little oversight", met: false },
            adrig: { text: "Role-based access, audit logs and data kept in your chosen region", met: true },
          },
        ],
      },
    },
  ],
};
