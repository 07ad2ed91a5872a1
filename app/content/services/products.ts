import type { Product } from "./types";

export const rbms: Product = {
  slug: "rbms",
  name: "RBMS",
  title: "RBMS: Rolling Block Management System",
  shortDescription: "Digital planning, sanction and tracking of track maintenance blocks for Southern Railway.",
  metaDescription:
    "RBMS by ADRIG: rolling block management for Southern Railway. Plan, approve and track maintenance blocks across engineering, S&T and OHE with conflict checks.",
  subtitle: "Maintenance blocks planned, sanctioned and tracked in one system, across every department",
  description:
    "Track, signalling and overhead equipment can only be maintained when a section is closed to traffic, and every block taken affects train running. Planning those blocks across engineering, signal and telecommunication (S&T) and overhead equipment (OHE) teams has traditionally relied on registers, spreadsheets and phone calls. RBMS, built by ADRIG for Southern Railway, replaces that with a single web-based system: departments raise block requests against specific sections and lines, the system checks them for clashes, approvals move through the defined hierarchy, and everyone from the section engineer to divisional control works from the same up-to-date programme.",
  icon: "railway",
  howItWorks:
    "Departmental users request blocks on a station-to-station section or yard line, with date, time window, line, purpose and the resources involved. RBMS checks each request against the existing programme and flags overlapping blocks, conflicting work on the same section and clashes with the traffic requirements. Requests then move through the approval chain to sanction, with comments and changes recorded at each step. Once a block is granted, field teams record when it was actually availed and what was done, and the system produces the planning, sanction and utilisation reports that supervisors and divisional officers review.",
  benefits: [
    "Single rolling programme: engineering, S&T and OHE blocks are planned together in one shared view instead of separate registers.",
    "Automatic conflict detection: overlapping or incompatible blocks on the same section are flagged before they reach approval.",
    "Traceable approvals: every request, modification, sanction and cancellation is recorded with the user and time.",
    "Better block utilisation: planned, granted and availed blocks are compared so unused or short-availed blocks are visible.",
    "Ready reports: daily, weekly and monthly block statements are generated on demand for review meetings.",
    "Role-based access: section, sub-divisional, divisional and control users see and act only on what their role allows.",
  ],
  faqItems: [
    {
      question: "Which departments use RBMS?",
      answer:
        "RBMS is used by the departments that need traffic or power blocks for maintenance: engineering for track and bridges, signal and telecommunication for signalling gear, and OHE for overhead electrical equipment, with operating and control staff reviewing and sanctioning the programme.",
    },
    {
      question: "How does RBMS detect conflicting blocks?",
      answer:
        "Each request is tied to a specific section, line and time window. The system compares it with all requested and sanctioned blocks and highlights overlaps on the same section or adjoining sections, so planners can combine works or reschedule before sanction.",
    },
    {
      question: "Can RBMS be used from the field?",
      answer:
        "Yes. RBMS is a responsive web application, so supervisors can raise requests and record block availing from a phone or tablet, while planners and control offices use the full desktop view.",
    },
    {
      question: "Can RBMS be adapted for other zones or rail operators?",
      answer:
        "The section master data, approval hierarchy and report formats are configurable, so the system can be set up for other divisions, zones or metro and industrial rail operators. Contact us to discuss your requirements.",
    },
  ],
};

export const arivubot: Product = {
  slug: "arivubot",
  name: "ArivuBot",
  title: "ArivuBot: AI Chatbot Builder",
  shortDescription: "Build an AI chatbot from your documents and catalogue, no code needed, for web and WhatsApp.",
  metaDescription:
    "ArivuBot by ADRIG: a no-code AI chatbot builder. Train it on your documents and catalogue and go live on WhatsApp and your website, in Tamil and English.",
  subtitle: "Your own AI assistant, trained on your business knowledge, live on your website and WhatsApp",
  description:
    "ArivuBot, from the Tamil word arivu for knowledge, lets companies and online stores create an AI chatbot without writing code. Upload your product catalogue, policies, manuals and FAQs, and ArivuBot builds a knowledge base that the assistant answers from, in English or Tamil. Put it on your website with a copy-paste widget or connect it to the WhatsApp Business Platform, hand conversations to your team when needed and see what customers are asking in a clear analytics dashboard.",
  icon: "bot",
  howItWorks:
    "Create a bot in the ArivuBot dashboard, give it a name and a tone, and add knowledge by uploading PDFs, Word files and spreadsheets, pointing it to website pages or syncing a Shopify or WooCommerce catalogue. Test it in the built-in preview, adjust answers and set rules for topics it should always hand over to a person. Then publish it to your website widget and WhatsApp number. Your team replies to handed-over chats from a shared inbox, and the analytics show resolved conversations, unanswered questions and leads captured.",
  benefits: [
    "No-code bot builder: set up, train and publish a chatbot from a browser, without a developer.",
    "Answers from your own knowledge: documents, web pages and catalogues become the bot's only source of truth.",
    "WhatsApp and website: one bot serves customers on the WhatsApp Business Platform and a website chat widget.",
    "Human handoff: conversations pass to your team's shared inbox with the full chat history attached.",
    "Tamil and English: customers can write in either language, including mixed Tanglish messages.",
    "Actionable analytics: see top questions, unanswered queries, resolution rates and leads collected.",
  ],
  caseStudies: [
    {
      title: "Order and product support for a Tamil Nadu organic foods store",
      description:
        "An online organic foods brand connected its WooCommerce catalogue and delivery policy to ArivuBot and launched it on WhatsApp, where most of its customers already messaged.",
      results: "61% of customer chats resolved by the bot and repeat orders via WhatsApp up 22% in three months.",
    },
    {
      title: "Student enquiry assistant for a training institute",
      description:
        "A Chennai software training institute uploaded course brochures, batch schedules and fee details to ArivuBot and placed the widget on its website and WhatsApp.",
      results: "Enquiry response time cut from hours to seconds and counsellor-qualified leads up 38%.",
    },
  ],
  faqItems: [
    {
      question: "Do I need technical skills to use ArivuBot?",
      answer:
        "No. Everything is done in the ArivuBot dashboard: uploading knowledge, testing answers, setting handover rules and publishing. Adding the website widget means pasting one snippet, and our team helps with WhatsApp Business Platform set-up.",
    },
    {
      question: "What content can I train the bot on?",
      answer:
        "PDF, Word, Excel and CSV files, website pages, FAQs typed into the dashboard and product catalogues synced from Shopify or WooCommerce. The bot only answers from content you have added and approved.",
    },
    {
      question: "Which languages does ArivuBot support?",
      answer:
        "ArivuBot converses in English and Tamil, and understands Tamil written in English letters. The bot replies in the language the customer uses, even when your documents are only in English.",
    },
    {
      question: "What happens when the bot cannot answer?",
      answer:
        "It says so politely and, depending on your rules, collects the customer's details or hands the chat to an available team member in the shared inbox, who sees the full conversation.",
    },
  ],
};

export const billzapp: Product = {
  slug: "billzapp",
  name: "BillzApp",
  title: "BillzApp: Billing and Inventory for FMCG Suppliers",
  shortDescription: "GST billing, batch-wise stock, route sales and ledgers for FMCG suppliers, offline-first.",
  metaDescription:
    "BillzApp by ADRIG: billing and inventory for FMCG suppliers and distributors. GST invoices, batch and expiry stock, route sales and ledgers, even offline.",
  subtitle: "Billing, stock and collections for FMCG distribution, in the office and on the route",
  description:
    "FMCG suppliers and distributors move hundreds of products with different batches, expiry dates, schemes and price lists to retailers who pay on credit. BillzApp brings that work into one app. Create GST-compliant invoices in seconds, track stock by batch and expiry, plan and run route sales with van salespeople, and keep every distributor and retailer ledger up to date. The mobile app works offline on the route and syncs automatically when a connection returns, so billing never waits for network coverage.",
  icon: "receipt",
  howItWorks:
    "Set up your products with HSN codes, tax rates, batches and price lists, and import your distributor and retailer accounts with opening balances. Office staff bill and receive stock from the web dashboard, while salespeople use the Android app to take orders, raise invoices, print on a Bluetooth printer and collect payments outlet by outlet along their route. Stock, ledgers and collections update as each invoice or receipt syncs, and owners see sales, outstanding payments and near-expiry stock in daily reports.",
  benefits: [
    "GST invoicing: tax invoices, credit notes, e-invoices and e-way bills with correct HSN-wise tax breakup.",
    "Batch and expiry control: stock tracked by batch with first-expiry-first-out billing and near-expiry alerts.",
    "Route sales: beat plans, van stock, order taking and on-the-spot billing for field salespeople.",
    "Distributor and retailer ledgers: credit limits, outstanding balances, receipts and statements for every account.",
    "Offline-first mobile app: bill and collect without a network; data syncs safely when back online.",
    "Owner reports: daily sales, collections, stock valuation and outstanding summaries at a glance.",
  ],
  caseStudies: [
    {
      title: "Route billing for a Madurai biscuit and snacks distributor",
      description:
        "A distributor running eight vans across Madurai and surrounding towns moved from handwritten bills to BillzApp route sales with Bluetooth printing and daily van stock reconciliation.",
      results: "Van settlement time cut from 90 minutes to 20 each evening and billing errors down 85%.",
    },
    {
      title: "Expiry control for a personal care products supplier",
      description:
        "A Chennai supplier of soaps, shampoos and other personal care products used BillzApp's batch tracking and near-expiry alerts to prioritise older stock in billing and schemes.",
      results: "Expired stock write-offs reduced by 34% in the first six months.",
    },
  ],
  faqItems: [
    {
      question: "Is BillzApp GST compliant?",
      answer:
        "Yes. BillzApp produces GST tax invoices with HSN codes and tax breakup, supports credit and debit notes, generates e-invoices and e-way bills for eligible transactions and exports data in formats your accountant can use for GST returns.",
    },
    {
      question: "Does the mobile app work without internet?",
      answer:
        "Yes. Salespeople can take orders, bill, print and record collections with no connection. Everything is stored securely on the phone and synced to the server automatically when the network returns.",
    },
    {
      question: "Can BillzApp handle schemes and different price lists?",
      answer:
        "Yes. You can define price lists by customer type or area, quantity and free-goods schemes, and trade discounts, and BillzApp applies the right ones on each invoice.",
    },
    {
      question: "Can we move our existing data into BillzApp?",
      answer:
        "Yes. Our team imports your product master, customer accounts and opening balances and stock from Excel or your current billing software, and trains your office and field staff before go-live.",
    },
  ],
};

/** The three products, in menu order. */
export const products: Product[] = [rbms, arivubot, billzapp];
