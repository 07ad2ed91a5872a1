import type { ServiceCategory } from "./types";

export const llmDevelopment: ServiceCategory = {
  slug: "llm-development",
  title: "LLM Development",
  shortDescription: "Large language model solutions trained, grounded and tuned on your own documents and data.",
  metaDescription:
    "LLM development by ADRIG: custom model fine-tuning, retrieval-augmented assistants, document understanding and content generation grounded in your own data.",
  subtitle: "Language models that know your business, speak your customers' language and keep your data private",
  description:
    "General-purpose language models are impressive, but they do not know your products, contracts, procedures or tone of voice, and sending confidential data to a public tool is rarely acceptable. ADRIG builds LLM solutions that close that gap: retrieval systems that ground answers in your own documents, fine-tuned models that follow your formats and terminology, and pipelines that read, classify and draft text at scale. We deploy on private cloud or on-premise infrastructure when data sensitivity requires it, and we measure quality with evaluation sets built from your real work.",
  icon: "language",
  howItWorks:
    "We start by collecting examples of the task: the questions people ask, the documents they read and the outputs they produce. From these we build an evaluation set that defines what a good answer looks like. We then test prompt-based, retrieval-based and fine-tuned approaches against it, choose the simplest one that meets the quality bar, and deploy it behind an API or inside your application with logging, guardrails and cost controls.",
  benefits: [
    "Answers grounded in your data: responses cite your own documents rather than general internet knowledge.",
    "Private by design: models can run in your cloud account or on your servers, with no data used for third-party training.",
    "Measured quality: every release is tested against an evaluation set built from your real tasks.",
    "Indian language support: we build and evaluate for Tamil, Hindi and other Indian languages as well as English.",
    "Controlled running costs: we select model sizes and caching strategies that keep per-query costs predictable.",
  ],
  caseStudies: [
    {
      title: "Policy assistant for a manufacturing company's HR team",
      description:
        "A Chennai manufacturer with 2,500 employees deployed a private assistant that answers leave, payroll and safety policy questions in English and Tamil, citing the relevant policy clause.",
      results: "HR helpdesk queries reduced by 58% and answer accuracy of 94% on a 400-question test set.",
    },
    {
      title: "Contract review support for a UK legal services firm",
      description:
        "A UK legal services provider used an LLM pipeline to extract key clauses, dates and obligations from commercial leases into a structured review template.",
      results: "First-pass review time cut by 63% with lawyers approving every extracted clause.",
    },
  ],
  faqItems: [
    {
      question: "Do we need to train our own model?",
      answer:
        "Usually not at first. Most needs are met by a capable existing model combined with retrieval from your documents. Fine-tuning is worth it when you need a specific format, tone or terminology at high volume, or want a smaller, cheaper model to match a larger one on a narrow task.",
    },
    {
      question: "Which models do you work with?",
      answer:
        "We work with commercial models from OpenAI, Anthropic and Google through their enterprise APIs, and with open-weight models such as Llama, Mistral and Qwen that can be hosted privately. The choice depends on quality, cost, language and data residency needs.",
    },
    {
      question: "How do you stop the model from making things up?",
      answer:
        "We ground answers in retrieved source passages, require citations, instruct the model to decline when sources do not cover a question, and test against an evaluation set that includes trick and out-of-scope questions before each release.",
    },
    {
      question: "Is our data used to train public models?",
      answer:
        "No. We use enterprise API terms that exclude customer data from training, or host open models in your own environment. Your documents, prompts and outputs remain your property.",
    },
  ],
  subServices: [
    {
      slug: "custom-training",
      title: "Custom LLM Training",
      shortDescription: "Fine-tune language models on your data for your formats, terminology and tone of voice.",
      metaDescription:
        "Custom LLM training and fine-tuning by ADRIG: domain-adapted open models, private hosting, evaluation sets and lower per-query cost for high-volume tasks.",
      description: [
        "Prompting a general model works well for many tasks, but it struggles when output must follow a strict structure, use specialist vocabulary or match a house style across thousands of requests a day. It can also become expensive at scale.",
        "ADRIG fine-tunes language models on curated examples from your business so they perform a specific job consistently. We prepare and clean the training data, fine-tune open-weight or commercial models using efficient methods such as LoRA, compare them with the base model on your evaluation set and deploy the result privately with monitoring.",
      ],
      keyFeatures: [
        {
          title: "Training Data Curation",
          description:
            "Selection, cleaning and labelling of examples from your documents, tickets and past outputs, with personal data removed.",
          icon: "database",
        },
        {
          title: "Parameter-Efficient Fine-Tuning",
          description:
            "LoRA and QLoRA training that adapts a model to your task at a fraction of full training cost.",
          icon: "cpu",
        },
        {
          title: "Domain Vocabulary",
          description:
            "Models that understand the terminology of your sector, from pharmaceutical names to railway engineering terms.",
          icon: "language",
        },
        {
          title: "Evaluation Benchmarks",
          description:
            "Task-specific test sets and scoring rubrics that compare each model version objectively.",
          icon: "test",
        },
        {
          title: "Private Deployment",
          description:
            "Hosting on your cloud account or on-premise GPUs, with no data leaving your environment.",
          icon: "lock",
        },
        {
          title: "Model Distillation",
          description:
            "Smaller, faster models trained to match a larger model's output on your task, cutting serving cost.",
          icon: "zap",
        },
      ],
      benefits: [
        {
          title: "Consistent output",
          description:
            "The model follows your structure and style reliably, without long prompts.",
        },
        {
          title: "Lower cost at volume",
          description:
            "A tuned smaller model can replace a large general one for a fraction of the per-request cost.",
        },
        {
          title: "Faster responses",
          description:
            "Compact models return answers quickly, which matters in customer-facing products.",
        },
        {
          title: "Data stays in-house",
          description:
            "Sensitive training data and queries never pass through a third-party service.",
        },
        {
          title: "A model you own",
          description:
            "The fine-tuned weights are your asset, portable between hosting providers.",
        },
        {
          title: "Specialist accuracy",
          description:
            "Domain adaptation reduces errors on the terms and cases that general models get wrong.",
        },
      ],
      caseStudies: [
        {
          title: "Discharge summary drafting for a hospital network",
          description:
            "A hospital network in South India fine-tuned an open model on anonymised discharge summaries so doctors receive a structured first draft from case notes, which they review and sign.",
          results: [
            "Summary preparation time down 55% per patient",
            "89% of drafts approved with only minor edits",
          ],
        },
        {
          title: "Product description model for a US marketplace seller",
          description:
            "A US seller listing 30,000 auto parts replaced a large general model with a fine-tuned 8-billion-parameter model trained on its best-performing listings.",
          results: [
            "Generation cost per listing reduced by 82%",
            "Listing rejection rate on marketplaces down from 11% to 3%",
          ],
        },
      ],
    },
    {
      slug: "language-understanding",
      title: "Language Understanding",
      shortDescription: "Extract meaning from e-mails, documents, calls and reviews: intent, entities, sentiment and summaries.",
      metaDescription:
        "Natural language understanding by ADRIG: intent detection, entity extraction, sentiment analysis and summarisation for e-mails, documents and call recordings.",
      description: [
        "Much of what a business knows arrives as unstructured text: customer e-mails, call recordings, contracts, reviews, field reports. Reading and sorting it by hand is slow, and important signals such as a complaint about to escalate or a clause that changes liability are easy to miss.",
        "ADRIG builds language understanding systems that read this material at scale. They detect intent and urgency, extract names, amounts and dates, summarise long documents and calls, and answer questions across large document collections with references to the source.",
      ],
      keyFeatures: [
        {
          title: "Intent and Urgency Detection",
          description:
            "Incoming messages classified by request type and priority, then routed to the right queue.",
          icon: "filter",
        },
        {
          title: "Entity Extraction",
          description:
            "Names, account numbers, amounts, dates and product codes pulled out of free text into structured fields.",
          icon: "search",
        },
        {
          title: "Sentiment and Topic Analysis",
          description:
            "Tracking of customer mood and recurring themes across reviews, surveys and support conversations.",
          icon: "chart",
        },
        {
          title: "Document and Call Summaries",
          description:
            "Concise summaries of long reports, meetings and call transcripts with key actions listed.",
          icon: "document",
        },
        {
          title: "Semantic Document Search",
          description:
            "Question answering over manuals, contracts and archives using retrieval-augmented generation with citations.",
          icon: "database",
        },
        {
          title: "Multilingual Processing",
          description:
            "Understanding of English, Tamil, Hindi and code-mixed text such as Tanglish and Hinglish.",
          icon: "language",
        },
      ],
      benefits: [
        {
          title: "Nothing important is missed",
          description:
            "Every message and document is read, not just the ones someone had time for.",
        },
        {
          title: "Faster routing",
          description:
            "Requests reach the right team in seconds instead of waiting for manual triage.",
        },
        {
          title: "Structured data from text",
          description:
            "Information buried in documents becomes searchable, reportable fields.",
        },
        {
          title: "Voice of the customer",
          description:
            "Management sees what customers praise and complain about, measured every week.",
        },
        {
          title: "Knowledge at your fingertips",
          description:
            "Staff find the right clause or procedure in seconds rather than searching folders.",
        },
        {
          title: "Works with Indian languages",
          description:
            "Regional-language and mixed-language messages are understood as well as English ones.",
        },
      ],
      caseStudies: [
        {
          title: "E-mail triage for a logistics company's customer desk",
          description:
            "A Chennai-based freight forwarder received 1,500 customer e-mails a day into a shared inbox. The system classifies each by request type and urgency, extracts booking numbers and routes it to the right desk.",
          results: [
            "Average response time down from 9 hours to 2",
            "Misrouted e-mails reduced by 81%",
          ],
        },
        {
          title: "Review analysis for a UK restaurant group",
          description:
            "A UK restaurant group with 18 sites analysed 60,000 online reviews to identify recurring issues by location, dish and time of day.",
          results: [
            "Average rating across sites up from 4.1 to 4.4 in six months",
            "Complaints about wait times down 37% after staffing changes",
          ],
        },
        {
          title: "Call summaries for an insurance sales team",
          description:
            "An Indian insurance distributor transcribes and summarises sales calls in English and Tamil, logging needs, objections and next steps into its CRM.",
          results: [
            "Advisers save around 40 minutes a day on call notes",
            "Follow-up completion rate up 29%",
          ],
        },
      ],
    },
    {
      slug: "content-generation",
      title: "Content Generation",
      shortDescription: "On-brand drafts for product listings, marketing, reports and replies, with human review built in.",
      metaDescription:
        "AI content generation from ADRIG: on-brand product descriptions, marketing copy, reports and multilingual drafts produced at scale with editorial review.",
      description: [
        "Writing product descriptions for a new catalogue, localising campaigns into regional languages or drafting routine reports takes skilled people away from the work only they can do. Generic AI writing tools help, but their output rarely matches your brand, facts or formats without heavy editing.",
        "ADRIG builds content generation pipelines configured for your business. They draw facts from your product data and documents, follow your style guide and templates, produce drafts in several languages and route them through an approval step, so quality stays under your control while volume goes up.",
      ],
      keyFeatures: [
        {
          title: "Brand Voice Configuration",
          description:
            "Style guides, example content and banned phrases encoded so every draft sounds like your company.",
          icon: "sparkles",
        },
        {
          title: "Catalogue-Scale Descriptions",
          description:
            "Product titles, descriptions and specifications generated from your product data in bulk.",
          icon: "package",
        },
        {
          title: "Regional Language Drafts",
          description:
            "Content produced in Tamil, Hindi and other languages with natural phrasing, not literal translation.",
          icon: "language",
        },
        {
          title: "Report and Proposal Drafting",
          description:
            "First drafts of recurring reports, proposals and client updates assembled from your data and templates.",
          icon: "document",
        },
        {
          title: "Editorial Review Workflow",
          description:
            "Drafts queued for approval with suggested edits tracked, before anything is published.",
          icon: "check",
        },
        {
          title: "Fact and Policy Checks",
          description:
            "Automated checks that claims, prices and specifications match your source data and compliance rules.",
          icon: "shield",
        },
      ],
      benefits: [
        {
          title: "Catalogues live sooner",
          description:
            "New products are listed in days rather than waiting weeks for copywriting.",
        },
        {
          title: "Reach regional audiences",
          description:
            "Campaigns and product pages in customers' own languages improve engagement.",
        },
        {
          title: "Writers focus on high-value work",
          description:
            "Your team edits and improves drafts instead of writing routine content from scratch.",
        },
        {
          title: "Consistent brand voice",
          description:
            "Every piece follows the same guidelines, whoever requested it.",
        },
        {
          title: "Better search visibility",
          description:
            "Complete, structured descriptions help pages rank and convert on marketplaces and search engines.",
        },
        {
          title: "Accuracy under control",
          description:
            "Source-linked facts and human approval keep errors out of published content.",
        },
      ],
      caseStudies: [
        {
          title: "Catalogue content for a Chennai jewellery retailer",
          description:
            "A jewellery retailer launching online needed descriptions for 6,000 designs in English and Tamil. The pipeline generated drafts from design attributes and photographs for merchandisers to approve.",
          results: [
            "Catalogue launched 10 weeks ahead of the original plan",
            "Organic search traffic up 48% in the first four months",
          ],
        },
        {
          title: "Client reporting for a UK wealth management firm",
          description:
            "A UK wealth manager automated first drafts of quarterly portfolio commentaries from performance data and house market views, reviewed by advisers before sending.",
          results: [
            "Report preparation time reduced by 60%",
            "Quarterly reports sent two weeks earlier than before",
          ],
        },
      ],
    },
  ],
};
