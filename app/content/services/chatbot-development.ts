import type { ServiceCategory } from "./types";

export const chatbotDevelopment: ServiceCategory = {
  slug: "chatbot-development",
  title: "Chatbot Development",
  shortDescription: "AI chatbots for websites and WhatsApp that answer customers, sell products and qualify leads.",
  metaDescription:
    "Chatbot development by ADRIG: AI assistants for customer support, e-commerce and lead generation on WhatsApp and websites, built and live in 4-8 weeks.",
  subtitle: "Answer every customer in seconds, in their language, on the channel they prefer",
  description:
    "Customers expect an answer at 11 at night, on WhatsApp, in Tamil or Hindi as readily as in English. ADRIG builds AI chatbots that handle those conversations properly: they answer from your own policies, catalogue and order data, complete tasks such as tracking a delivery or booking an appointment, and pass the conversation to a person with full context when it needs human judgement. We build on our own ArivuBot platform or as a custom solution, and a typical bot goes from kick-off to launch in 4 to 8 weeks.",
  icon: "chat",
  howItWorks:
    "We review your current enquiries, tickets and chat logs to find the questions that make up most of the volume and the tasks a bot can safely complete. We then connect the bot to your knowledge sources and business systems, write its tone and escalation rules with your team and test it on real past conversations. After a soft launch on one channel, we review transcripts weekly, close gaps in its knowledge and extend it to further channels and languages.",
  benefits: [
    "Always available: customers get accurate answers at any hour, including weekends and festival peaks.",
    "Lower support cost: routine questions are resolved automatically so agents handle only complex cases.",
    "More conversions: shoppers and prospects get instant answers at the moment they are ready to act.",
    "Multilingual by design: bots converse in English, Tamil, Hindi and other Indian languages.",
    "Clear insight: every conversation is logged and analysed to show what customers are really asking.",
  ],
  caseStudies: [
    {
      title: "WhatsApp assistant for a college admissions office",
      description:
        "An engineering college near Chennai received thousands of repetitive admissions queries each May. A bilingual WhatsApp assistant answered questions on courses, fees, hostel and counselling dates and booked campus visits.",
      results: "68% of admissions queries answered without staff and campus visit bookings up 35% year on year.",
    },
    {
      title: "Booking assistant for a UK physiotherapy group",
      description:
        "A group of physiotherapy clinics in the UK added a website assistant that checks availability, books and reschedules appointments and answers insurance questions.",
      results: "Phone calls to reception down 42% and missed appointments reduced by 18% through reminders.",
    },
  ],
  faqItems: [
    {
      question: "How long does it take to build a chatbot?",
      answer:
        "A bot that answers from your documents and connects to one or two systems typically takes 4 to 8 weeks from kick-off to launch, including testing on real conversations. Simpler FAQ assistants on ArivuBot can go live sooner.",
    },
    {
      question: "Which channels can the chatbot run on?",
      answer:
        "Your website, mobile app, WhatsApp Business Platform, Instagram and Facebook Messenger, Microsoft Teams and Slack. A single bot can serve several channels while keeping one knowledge base.",
    },
    {
      question: "Will the bot give wrong or made-up answers?",
      answer:
        "We restrict the bot to answer from your approved content and data, instruct it to say when it does not know, and test it against hundreds of real questions before launch. Sensitive topics are routed to a person by rule, not left to the model.",
    },
    {
      question: "Can it hand conversations over to our team?",
      answer:
        "Yes. The bot transfers to a human agent when a customer asks for one, when confidence is low or when a topic is flagged, and passes the full conversation so the customer does not repeat themselves.",
    },
  ],
  subServices: [
    {
      slug: "customer-support",
      title: "Customer Support Bots",
      shortDescription: "Resolve routine support questions instantly and route complex cases to the right agent.",
      metaDescription:
        "Customer support chatbots from ADRIG that resolve FAQs, track orders and raise tickets on WhatsApp and web, with seamless handover to your human agents.",
      description: [
        "A large share of support contacts are the same questions asked again and again: where is my order, how do I reset my password, what is your return policy. Each one still takes an agent several minutes and keeps other customers waiting.",
        "ADRIG builds support bots that resolve these contacts end to end. The bot answers from your help centre and policies, looks up order and account status in your systems, raises tickets in your helpdesk when needed and hands over to an agent with a summary whenever a customer needs a person.",
      ],
      keyFeatures: [
        {
          title: "Knowledge Base Answers",
          description:
            "Accurate replies drawn from your help articles, manuals and policy documents, kept in sync as they change.",
          icon: "document",
        },
        {
          title: "Account and Order Lookups",
          description:
            "Secure retrieval of order status, service requests and account details after verifying the customer.",
          icon: "search",
        },
        {
          title: "Helpdesk Integration",
          description:
            "Tickets created and updated in Freshdesk, Zendesk, Zoho Desk or your own system with the right category.",
          icon: "plug",
        },
        {
          title: "Human Handover",
          description:
            "Live transfer to an available agent with a conversation summary and detected intent.",
          icon: "headset",
        },
        {
          title: "Multilingual Support",
          description:
            "Conversations in English, Tamil, Hindi and other languages, with replies in the customer's language.",
          icon: "language",
        },
        {
          title: "Conversation Analytics",
          description:
            "Reports on resolution rate, top topics, unanswered questions and customer satisfaction.",
          icon: "chart",
        },
      ],
      benefits: [
        {
          title: "Shorter waiting times",
          description:
            "Customers get a first response in seconds rather than waiting in a queue.",
        },
        {
          title: "Agents focus on real problems",
          description:
            "Your team spends its time on complaints and complex cases that need empathy and judgement.",
        },
        {
          title: "Peak demand handled",
          description:
            "Sale days, outages and seasonal spikes no longer require temporary staff.",
        },
        {
          title: "Consistent answers",
          description:
            "Every customer receives the same correct policy information, whichever channel they use.",
        },
        {
          title: "Lower cost per contact",
          description:
            "Automated resolution costs a fraction of an agent-handled ticket.",
        },
        {
          title: "Knowledge gaps revealed",
          description:
            "Unanswered questions show exactly which help content needs to be written or improved.",
        },
      ],
      caseStudies: [
        {
          title: "Support automation for a broadband provider in Tamil Nadu",
          description:
            "A regional broadband provider received over 20,000 support messages a month. The bot diagnoses common connection issues, checks outage status by area and books technician visits.",
          results: [
            "52% of support chats resolved without an agent",
            "Average first response time down from 14 minutes to 5 seconds",
            "Customer satisfaction score up from 3.6 to 4.3 out of 5",
          ],
        },
        {
          title: "Tier-one support for a UK software company",
          description:
            "A UK accounting software vendor added a bot to its in-app help that answers product questions from documentation and creates Zendesk tickets with logs attached.",
          results: [
            "38% drop in new tickets within three months",
            "Average ticket handling time reduced by 22%",
          ],
        },
      ],
    },
    {
      slug: "ecommerce",
      title: "E-commerce Assistants",
      shortDescription: "Shopping assistants that recommend products, answer product questions and recover carts.",
      metaDescription:
        "E-commerce chatbot development: ADRIG builds shopping assistants for Shopify, WooCommerce and WhatsApp that recommend products, track orders and recover carts.",
      description: [
        "Online shoppers abandon a purchase when a simple question goes unanswered: will this fit, is it in stock in my size, when will it reach my pin code. In a physical store a salesperson would answer in seconds.",
        "ADRIG builds e-commerce assistants that play that role on your website and WhatsApp. They know your catalogue, stock and delivery rules, guide shoppers to the right product, handle order tracking and returns, and bring back customers who left items in their cart.",
      ],
      keyFeatures: [
        {
          title: "Guided Product Discovery",
          description:
            "Conversational questions about need, budget and preference that narrow a large catalogue to a few good matches.",
          icon: "search",
        },
        {
          title: "Live Catalogue and Stock",
          description:
            "Real-time prices, variants and availability from Shopify, WooCommerce, Magento or your own store.",
          icon: "package",
        },
        {
          title: "Order Tracking and Returns",
          description:
            "Delivery status from your courier partners and self-service return or exchange requests.",
          icon: "refresh",
        },
        {
          title: "Cart Recovery on WhatsApp",
          description:
            "Timely, personalised reminders for abandoned carts with answers to the questions that held the shopper back.",
          icon: "cart",
        },
        {
          title: "Upsell and Cross-Sell",
          description:
            "Relevant add-ons and bundles suggested at the right point in the conversation.",
          icon: "trending-up",
        },
        {
          title: "Catalogue Conversations",
          description:
            "Browse collections and place orders inside WhatsApp using the native catalogue and payment features.",
          icon: "chat",
        },
      ],
      benefits: [
        {
          title: "Higher conversion rate",
          description:
            "Shoppers who get answers while browsing are far more likely to complete a purchase.",
        },
        {
          title: "Recovered revenue",
          description:
            "Carts that would have been lost are brought back with a helpful nudge.",
        },
        {
          title: "Fewer where-is-my-order calls",
          description:
            "Tracking and delivery questions are answered instantly without staff involvement.",
        },
        {
          title: "Bigger baskets",
          description:
            "Well-timed recommendations raise average order value.",
        },
        {
          title: "Fewer returns",
          description:
            "Better guidance on size, compatibility and usage means customers buy the right product first time.",
        },
        {
          title: "Customer insight",
          description:
            "Conversations reveal what shoppers look for but cannot find, informing range and merchandising.",
        },
      ],
      caseStudies: [
        {
          title: "Shopping assistant for a Coimbatore saree retailer",
          description:
            "An online saree and ethnic wear retailer used WhatsApp for most sales enquiries. The assistant shares catalogue items by fabric, occasion and price, answers stock questions and follows up on abandoned carts.",
          results: [
            "24% uplift in WhatsApp-assisted sales",
            "17% of abandoned carts recovered",
          ],
        },
        {
          title: "Product advisor for a US outdoor gear store",
          description:
            "A US online retailer of camping equipment added an advisor that asks about trip type, season and group size before recommending tents, sleeping bags and accessories.",
          results: [
            "Conversion rate for chat users 2.3x that of other visitors",
            "Average order value up 16%",
            "Returns for wrong-size items down 12%",
          ],
        },
      ],
    },
    {
      slug: "lead-generation",
      title: "Lead Generation Bots",
      shortDescription: "Conversational bots that capture, qualify and book sales-ready leads around the clock.",
      metaDescription:
        "Lead generation chatbots from ADRIG that qualify website and ad enquiries, book meetings into your calendar and sync every lead to your CRM automatically.",
      description: [
        "Static enquiry forms collect a name and a phone number, then the lead waits for a call-back that may come hours later. By then many prospects have contacted a competitor.",
        "ADRIG builds lead generation bots that start a conversation the moment a prospect shows interest, on your website, landing pages, WhatsApp click-to-chat ads or Instagram. The bot asks your qualifying questions naturally, scores the lead, books a meeting for sales-ready prospects and writes everything into your CRM.",
      ],
      keyFeatures: [
        {
          title: "Conversational Qualification",
          description:
            "Budget, timeline, location and requirement questions asked one at a time, adapting to each answer.",
          icon: "chat",
        },
        {
          title: "Lead Scoring",
          description:
            "Each lead is graded on fit and intent so sales teams call the most promising prospects first.",
          icon: "target",
        },
        {
          title: "Meeting Booking",
          description:
            "Direct booking into Google or Outlook calendars with round-robin assignment across your sales team.",
          icon: "calendar",
        },
        {
          title: "CRM Sync",
          description:
            "Leads, answers and transcripts created in Salesforce, HubSpot, Zoho CRM or LeadSquared automatically.",
          icon: "link",
        },
        {
          title: "Ad Campaign Integration",
          description:
            "Click-to-WhatsApp and Instagram ad journeys with source tracking for every conversation.",
          icon: "rocket",
        },
        {
          title: "Automated Nurturing",
          description:
            "Follow-up messages with brochures, pricing or case studies for leads not yet ready to buy.",
          icon: "mail",
        },
      ],
      benefits: [
        {
          title: "Instant response to every enquiry",
          description:
            "Prospects are engaged while their interest is highest, including evenings and weekends.",
        },
        {
          title: "Better quality pipeline",
          description:
            "Sales teams spend time on qualified prospects instead of chasing unreachable numbers.",
        },
        {
          title: "More meetings booked",
          description:
            "Removing the call-back step turns interest directly into a confirmed appointment.",
        },
        {
          title: "Lower cost per lead",
          description:
            "Higher conversion from the same ad spend reduces acquisition cost.",
        },
        {
          title: "Clean CRM data",
          description:
            "Structured answers replace free-text form fields and missing information.",
        },
        {
          title: "Campaign accountability",
          description:
            "Every lead carries its source, so marketing can see which campaigns produce real sales.",
        },
      ],
      caseStudies: [
        {
          title: "Site-visit booking bot for a Chennai home builder",
          description:
            "A residential developer ran Meta ads to a basic form and called leads the next day. The bot qualifies budget, preferred location and possession timeline, then books site visits on WhatsApp.",
          results: [
            "Site visits booked per month up 46%",
            "Cost per qualified lead down 29%",
          ],
        },
        {
          title: "Demo booking assistant for a UK B2B SaaS company",
          description:
            "A UK HR software company replaced its demo request form with a website assistant that asks about company size and current tools, then offers calendar slots to qualified prospects.",
          results: [
            "Demo bookings up 33% from the same traffic",
            "Sales-accepted lead rate improved from 41% to 63%",
          ],
        },
      ],
    },
  ],
};
