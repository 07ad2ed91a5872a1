import type { ServiceCategory } from "./types";

export const softwareDevelopment: ServiceCategory = {
  slug: "software-development",
  title: "Software Development",
  shortDescription: "Mobile, web, desktop and SaaS products engineered for scale, from a 20-day MVP to enterprise platforms.",
  metaDescription:
    "Custom software development by ADRIG, Chennai: mobile apps, web apps, desktop software, SaaS platforms and MVPs built in 20 days, with AI features where useful.",
  subtitle: "Well-engineered software, delivered in short releases you can see and test",
  description:
    "ADRIG builds software for start-ups launching a first product and for established businesses replacing spreadsheets and ageing systems. Our team designs and develops mobile apps, web applications, desktop software and multi-tenant SaaS platforms, with the same engineering discipline throughout: clear scope, fortnightly releases you can test, automated tests and a codebase your own developers can take over. Because we are also an AI company, we can add features such as smart search, document reading or forecasting where they make the product genuinely better.",
  icon: "code",
  howItWorks:
    "Every project starts with a short discovery phase in which we define users, core journeys and must-have features, and produce clickable designs. Development then runs in two-week sprints, each ending with a working build on a staging environment and a review with you. Automated tests and code reviews run on every change. At launch we handle deployment, app store submission and monitoring, and afterwards offer support plans for fixes, updates and new features.",
  benefits: [
    "Predictable delivery: fixed-scope phases and fortnightly demos show exactly what has been built.",
    "Modern, maintainable code: mainstream frameworks, automated tests and documentation avoid lock-in.",
    "Built to scale: cloud architecture that grows from the first hundred users to hundreds of thousands.",
    "Security by default: authentication, encryption and access control are designed in, not added later.",
    "AI where it helps: intelligent features added only where they improve the product for users.",
    "Full ownership: you own the source code, designs and infrastructure accounts from day one.",
  ],
  caseStudies: [
    {
      title: "Field service platform for an HVAC contractor",
      description:
        "A Chennai HVAC installation and maintenance company replaced paper job cards with a web dashboard for dispatchers and a mobile app for 80 technicians, including photos, signatures and spare parts tracking.",
      results: "Jobs completed per technician per day up 22% and invoicing delayed by no more than one day.",
    },
    {
      title: "Customer portal for a UK freight forwarder",
      description:
        "A UK freight forwarder launched a web portal where customers request quotes, upload documents and track shipments, integrated with its operations system.",
      results: "Quote turnaround reduced from 24 hours to 2 and e-mail volume to operations down 45%.",
    },
  ],
  faqItems: [
    {
      question: "How much does a custom software project cost?",
      answer:
        "It depends on scope, platforms and integrations. After a short discovery call we provide a phased estimate with a fixed price for the first phase, so you can see real progress before committing to the full build.",
    },
    {
      question: "Who owns the code?",
      answer:
        "You do. The source code, designs and documentation are transferred to you, and repositories and cloud accounts are set up under your organisation from the start.",
    },
    {
      question: "Can you take over an existing application?",
      answer:
        "Yes. We begin with a code and architecture review, fix urgent security and stability issues, and then continue development or plan a gradual modernisation.",
    },
    {
      question: "Do you provide support after launch?",
      answer:
        "Yes. Support plans cover monitoring, bug fixes, security updates, operating system and framework upgrades and a monthly allowance for improvements.",
    },
  ],
  subServices: [
    {
      slug: "mobile-apps",
      title: "Mobile App Development",
      shortDescription: "Native-quality iOS and Android apps built with React Native, Flutter or native code.",
      metaDescription:
        "Mobile app development by ADRIG: iOS and Android apps in React Native, Flutter, Swift and Kotlin. Simple apps in 6-8 weeks, complex apps in 4-6 months.",
      description: [
        "For many customers and field teams, the phone is the only device they use at work. A mobile app has to load quickly on a mid-range Android phone, work with a patchy connection and feel natural on both Android and iOS.",
        "ADRIG designs and builds mobile apps to that standard. We typically use React Native or Flutter to serve both platforms from one codebase, and Swift or Kotlin where native performance is needed. A simple app takes 6 to 8 weeks; a complex app with offline sync, payments and integrations usually takes 4 to 6 months.",
      ],
      keyFeatures: [
        {
          title: "Cross-Platform Development",
          description:
            "One React Native or Flutter codebase delivering consistent apps on Android and iOS.",
          icon: "smartphone",
        },
        {
          title: "Offline-First Design",
          description:
            "Local storage and background sync so the app keeps working in low-connectivity areas.",
          icon: "refresh",
        },
        {
          title: "Payments and UPI",
          description:
            "Integration with Razorpay, Stripe, UPI intent flows and in-app purchases.",
          icon: "cart",
        },
        {
          title: "Push Notifications",
          description:
            "Targeted, scheduled and event-triggered notifications through Firebase and APNs.",
          icon: "bell",
        },
        {
          title: "Device Capabilities",
          description:
            "Camera, barcode scanning, GPS tracking, biometrics and Bluetooth printing where your use case needs them.",
          icon: "cpu",
        },
        {
          title: "App Store Launch",
          description:
            "Store listings, review guidelines compliance and staged releases on Google Play and the App Store.",
          icon: "rocket",
        },
      ],
      benefits: [
        {
          title: "Reach users where they are",
          description:
            "Customers and staff can use your service from the device they carry everywhere.",
        },
        {
          title: "One budget, two platforms",
          description:
            "Cross-platform development reduces cost compared with two separate native apps.",
        },
        {
          title: "Works in the field",
          description:
            "Offline support means rural routes and basement warehouses are no obstacle.",
        },
        {
          title: "Stronger engagement",
          description:
            "Notifications and a home-screen presence bring users back more often than a website.",
        },
        {
          title: "Smooth on everyday phones",
          description:
            "Performance is tested on budget Android devices, not just flagship phones.",
        },
        {
          title: "Easy to update",
          description:
            "Over-the-air updates and automated builds ship fixes to users quickly.",
        },
      ],
      caseStudies: [
        {
          title: "Patient app for a diagnostic lab chain",
          description:
            "A diagnostic lab chain with 30 collection centres in Chennai launched an app for booking home sample collection, paying online and downloading reports.",
          results: [
            "41% of bookings moved to the app within six months",
            "Report collection calls to centres down 57%",
          ],
        },
        {
          title: "Delivery driver app for a UK grocery wholesaler",
          description:
            "A UK wholesaler serving independent shops gave drivers an offline-capable app for route order, proof of delivery photos, returns and signatures.",
          results: [
            "Delivery disputes reduced by 48%",
            "Average drop time down by 3 minutes per stop",
          ],
        },
      ],
      extra: {
        kind: "cards",
        title: "Technology Stack",
        intro:
          "We pick the stack that suits your product, team and budget, and explain the trade-offs before development begins.",
        cards: [
          {
            name: "React Native",
            description:
              "Cross-platform apps in TypeScript, ideal when you also have a React web application.",
            icon: "code",
          },
          {
            name: "Flutter",
            description:
              "Cross-platform apps with highly custom interfaces and smooth animation from a single Dart codebase.",
            icon: "layers",
          },
          {
            name: "Swift and Kotlin",
            description:
              "Fully native development when an app needs maximum performance or deep platform features.",
            icon: "smartphone",
          },
          {
            name: "Firebase",
            description:
              "Authentication, push notifications, crash reporting and analytics for mobile apps.",
            icon: "bell",
          },
          {
            name: "Node.js and Python APIs",
            description:
              "Secure back-end services and admin panels that power the app and connect to your systems.",
            icon: "server",
          },
          {
            name: "Automated Builds and Testing",
            description:
              "CI pipelines with unit and device tests that produce signed store builds on every release.",
            icon: "test",
          },
        ],
        faq: [
          {
            question: "How long does it take to build a mobile app?",
            answer:
              "A simple app with a handful of screens and a standard back end usually takes 6 to 8 weeks. A complex app with offline sync, payments, maps and integrations typically takes 4 to 6 months, delivered in phases.",
          },
          {
            question: "Should we choose React Native or Flutter?",
            answer:
              "Both produce excellent apps. React Native suits teams that already use React and TypeScript on the web; Flutter suits apps with heavily customised visual design. We recommend one after understanding your product and team.",
          },
          {
            question: "Will you publish the app to the stores?",
            answer:
              "Yes. We prepare store listings, privacy declarations and screenshots, submit the app under your developer accounts and handle review feedback from Google and Apple.",
          },
          {
            question: "Can the app work without internet access?",
            answer:
              "Yes. We design offline-first apps that store data locally, queue changes and sync automatically when a connection returns, with clear handling of conflicts.",
          },
        ],
      },
    },
    {
      slug: "web-apps",
      title: "Web App Development",
      shortDescription: "Fast, secure web applications, portals and dashboards built with React, Next.js and modern back ends.",
      metaDescription:
        "Web application development by ADRIG: customer portals, internal tools and dashboards built with React, Next.js, Node.js and Python, secure and fast.",
      description: [
        "Web applications have replaced a great deal of desktop software and paper: customer portals, booking systems, internal operations tools and management dashboards. Users now expect them to be as fast and intuitive as the consumer apps on their phones.",
        "ADRIG builds web applications that meet those expectations. We design around the main user journeys, render pages quickly, make every screen work on mobile and keyboard, and build secure back ends that integrate with your existing systems. The result is software that people can use without a training manual.",
      ],
      keyFeatures: [
        {
          title: "Responsive Interfaces",
          description:
            "Layouts that work equally well on desktops, tablets and phones, tested on real devices.",
          icon: "monitor",
        },
        {
          title: "Server-Side Rendering",
          description:
            "Fast first loads and good search visibility through server rendering with React frameworks.",
          icon: "zap",
        },
        {
          title: "Role-Based Access",
          description:
            "Permissions for customers, staff, managers and administrators, with single sign-on options.",
          icon: "lock",
        },
        {
          title: "Workflow and Approvals",
          description:
            "Configurable forms, approval chains and notifications that model your business processes.",
          icon: "workflow",
        },
        {
          title: "Reporting and Exports",
          description:
            "Built-in dashboards with filters and exports to Excel and PDF for management and auditors.",
          icon: "chart",
        },
        {
          title: "Accessibility",
          description:
            "Interfaces built to WCAG 2.2 AA so keyboard and screen-reader users are not left out.",
          icon: "eye",
        },
      ],
      benefits: [
        {
          title: "Nothing to install",
          description:
            "Users open a browser and start working, on any device and operating system.",
        },
        {
          title: "Instant updates",
          description:
            "New features and fixes reach every user the moment they are deployed.",
        },
        {
          title: "Self-service for customers",
          description:
            "Portals let customers check status, download documents and raise requests without calling you.",
        },
        {
          title: "Processes made visible",
          description:
            "Digital workflows show where every request stands and who is responsible.",
        },
        {
          title: "Secure by design",
          description:
            "Protection against common web vulnerabilities is built and tested into every release.",
        },
        {
          title: "Ready for growth",
          description:
            "Cloud hosting scales automatically as your user base grows.",
        },
      ],
      caseStudies: [
        {
          title: "Dealer ordering portal for a paints manufacturer",
          description:
            "A Tamil Nadu paints manufacturer took dealer orders by phone and WhatsApp. A web portal now lets 700 dealers place orders, view schemes, track dispatches and download invoices.",
          results: [
            "78% of dealer orders placed online within five months",
            "Order processing errors down 66%",
          ],
        },
        {
          title: "Case management tool for a UK charity",
          description:
            "A UK charity supporting families replaced spreadsheets and shared drives with a secure web application for case records, appointments and outcome reporting.",
          results: [
            "Caseworker admin time reduced by 30%",
            "Funder reports produced in minutes instead of days",
          ],
        },
      ],
      extra: {
        kind: "cards",
        title: "Technology Stack",
        intro:
          "Proven, widely used technologies keep your application fast, secure and easy to hire for.",
        cards: [
          {
            name: "React and Next.js",
            description:
              "Component-based interfaces with server rendering for speed, SEO and a smooth user experience.",
            icon: "code",
          },
          {
            name: "TypeScript",
            description:
              "Typed code across front end and back end that catches errors early and eases maintenance.",
            icon: "terminal",
          },
          {
            name: "Node.js and Express",
            description:
              "Efficient APIs and real-time services for applications with many concurrent users.",
            icon: "server",
          },
          {
            name: "Python and Django",
            description:
              "Robust back ends with a built-in admin, ideal for data-heavy applications and AI features.",
            icon: "database",
          },
          {
            name: "PostgreSQL",
            description:
              "A reliable relational database with strong support for reporting, search and JSON data.",
            icon: "layers",
          },
          {
            name: "AWS, Azure and Cloudflare",
            description:
              "Hosting, storage and edge delivery with infrastructure defined as code for repeatable deployments.",
            icon: "cloud",
          },
        ],
        faq: [
          {
            question: "How long does a web application take to build?",
            answer:
              "A focused application such as a customer portal or internal tool usually takes 8 to 12 weeks. Larger platforms with many roles and integrations are delivered in phases over 4 to 6 months.",
          },
          {
            question: "Can the web app connect to our existing systems?",
            answer:
              "Yes. We integrate with ERPs, CRMs, payment gateways and other systems through their APIs, and with older systems through databases or file exchange where no API exists.",
          },
          {
            question: "Where will the application be hosted?",
            answer:
              "On the cloud platform you prefer, under your own account. We recommend a region close to your users and set up backups, monitoring and automated deployments.",
          },
          {
            question: "How do you keep the application secure?",
            answer:
              "We follow OWASP guidance, use proven authentication, encrypt data in transit and at rest, review every code change and run dependency and vulnerability scans before each release.",
          },
        ],
      },
    },
    {
      slug: "desktop-apps",
      title: "Desktop Application Development",
      shortDescription: "Reliable Windows, macOS and Linux applications for offline work, hardware and heavy data.",
      metaDescription:
        "Desktop application development by ADRIG: Windows, macOS and Linux software with Electron, Tauri or .NET for offline use, hardware integration and large data.",
      description: [
        "Some work still belongs on the desktop: point-of-sale counters with barcode scanners and receipt printers, laboratory and factory software connected to instruments, design and analysis tools that handle large files, and offices where the internet connection cannot be relied on.",
        "ADRIG builds desktop applications for these situations, and modernises older Windows software that has become hard to maintain. We use Electron, Tauri or .NET depending on the need, sync data with the cloud when a connection is available and package signed installers with automatic updates.",
      ],
      keyFeatures: [
        {
          title: "Cross-Platform Desktop Apps",
          description:
            "One codebase for Windows, macOS and Linux with Electron or Tauri, with native look and feel.",
          icon: "monitor",
        },
        {
          title: "Windows Native Development",
          description:
            ".NET and WPF applications for organisations standardised on Windows and Microsoft tooling.",
          icon: "code",
        },
        {
          title: "Hardware Integration",
          description:
            "Barcode scanners, thermal printers, weighing scales, card readers and serial or USB instruments.",
          icon: "plug",
        },
        {
          title: "Offline Operation with Sync",
          description:
            "A local database that keeps working without the internet and syncs safely when online.",
          icon: "refresh",
        },
        {
          title: "Legacy Modernisation",
          description:
            "Gradual replacement of VB6, Delphi or old .NET applications without disrupting daily use.",
          icon: "git-branch",
        },
        {
          title: "Signed Installers and Auto-Update",
          description:
            "Code-signed installers and silent background updates managed from a central release channel.",
          icon: "shield",
        },
      ],
      benefits: [
        {
          title: "Works without the internet",
          description:
            "Billing counters, labs and shop floors keep running through connectivity outages.",
        },
        {
          title: "Direct hardware control",
          description:
            "Printers, scanners and instruments are driven reliably from the application.",
        },
        {
          title: "Handles heavy workloads",
          description:
            "Large files and datasets are processed quickly using the full power of the local machine.",
        },
        {
          title: "Extends the life of proven processes",
          description:
            "Modernising an old application keeps familiar workflows while removing technical risk.",
        },
        {
          title: "Centralised control",
          description:
            "Cloud sync and managed updates give head office visibility over every installation.",
        },
        {
          title: "Lower support burden",
          description:
            "Automatic updates and crash reporting reduce site visits and phone support.",
        },
      ],
      caseStudies: [
        {
          title: "Billing counter software for a supermarket group",
          description:
            "A supermarket group with 12 stores replaced an ageing billing system with a Tauri desktop application supporting scanners, scales and printers, syncing sales to head office every few minutes.",
          results: [
            "Average billing time per customer cut by 28%",
            "Zero sales lost during internet outages since launch",
          ],
        },
        {
          title: "Instrument data capture for a US testing laboratory",
          description:
            "A US materials testing laboratory replaced manual transcription of readings with a Windows application that captures data directly from its testing machines and generates certificates.",
          results: [
            "Transcription errors eliminated on connected instruments",
            "Certificate turnaround cut by over 90%, from 2 days to 4 hours",
          ],
        },
      ],
      extra: {
        kind: "cards",
        title: "Technology Stack",
        intro:
          "We match the framework to your operating systems, hardware and performance needs.",
        cards: [
          {
            name: "Electron",
            description:
              "Desktop apps built with web technologies, ideal when sharing code with a web application.",
            icon: "monitor",
          },
          {
            name: "Tauri and Rust",
            description:
              "Lightweight, fast desktop apps with small installers and low memory use.",
            icon: "zap",
          },
          {
            name: ".NET and WPF",
            description:
              "Mature Windows development with strong support for enterprise and hardware integration.",
            icon: "code",
          },
          {
            name: "SQLite",
            description:
              "A dependable embedded database for local storage and offline operation.",
            icon: "database",
          },
          {
            name: "Sync Services",
            description:
              "Back-end APIs that reconcile local and cloud data with conflict handling and audit history.",
            icon: "refresh",
          },
          {
            name: "Code Signing and Update Channels",
            description:
              "Signed builds, staged rollouts and automatic updates for Windows and macOS.",
            icon: "shield",
          },
        ],
        faq: [
          {
            question: "Why build a desktop app instead of a web app?",
            answer:
              "A desktop app is the better choice when work must continue offline, when the software controls hardware such as printers or instruments, or when it processes large local files. Otherwise we usually recommend a web application.",
          },
          {
            question: "Can you modernise our existing Windows software?",
            answer:
              "Yes. We analyse the existing application and data, then replace it module by module or in a single planned migration, keeping data intact and training users on the changes.",
          },
          {
            question: "Will the application run on older computers?",
            answer:
              "We agree minimum hardware and operating system versions at the start and test on representative machines. Tauri and .NET builds in particular run well on modest hardware.",
          },
          {
            question: "How are updates delivered to many installations?",
            answer:
              "Through a managed update channel: applications check for signed updates, download them in the background and install at a convenient time, with the option to stage releases to a few sites first.",
          },
        ],
      },
    },
    {
      slug: "saas",
      title: "SAAS Development",
      shortDescription: "Multi-tenant SaaS platforms with subscriptions, onboarding and analytics, built to scale.",
      metaDescription:
        "SaaS development by ADRIG: multi-tenant architecture, subscription billing, user onboarding, admin consoles and analytics for B2B and B2C software products.",
      description: [
        "A software-as-a-service product needs far more than its core feature set. Each customer's data must be kept separate, subscriptions must be billed correctly, new users must reach value quickly and the platform must stay fast as hundreds of organisations sign up.",
        "ADRIG builds SaaS products with these foundations in place from the first release. We have built our own products, ArivuBot and BillzApp, on the same architecture, so we understand the operational realities of running software for many customers: tenant isolation, plan limits, usage metering, support tooling and zero-downtime releases.",
      ],
      keyFeatures: [
        {
          title: "Multi-Tenant Architecture",
          description:
            "Shared infrastructure with strict data isolation per customer, designed for efficient scaling.",
          icon: "layers",
        },
        {
          title: "Subscription Billing",
          description:
            "Plans, trials, upgrades, usage-based pricing and GST-compliant invoices through Razorpay or Stripe.",
          icon: "receipt",
        },
        {
          title: "Self-Service Onboarding",
          description:
            "Sign-up, workspace set-up, team invitations and guided first steps without sales involvement.",
          icon: "rocket",
        },
        {
          title: "Admin and Support Console",
          description:
            "Internal tools to manage tenants, plans, feature flags and support cases safely.",
          icon: "settings",
        },
        {
          title: "Product Analytics",
          description:
            "Tracking of activation, feature usage and retention to guide the product roadmap.",
          icon: "chart",
        },
        {
          title: "Public APIs and Webhooks",
          description:
            "Documented APIs and webhooks that let customers integrate your product with their systems.",
          icon: "plug",
        },
      ],
      benefits: [
        {
          title: "Recurring revenue",
          description:
            "Subscription models create predictable income and higher company valuations.",
        },
        {
          title: "Faster time to market",
          description:
            "Proven SaaS foundations let the team focus on the features that differentiate your product.",
        },
        {
          title: "Lower cost per customer",
          description:
            "Multi-tenancy spreads infrastructure cost efficiently as the customer base grows.",
        },
        {
          title: "Enterprise-ready",
          description:
            "Single sign-on, audit logs and role management help you win larger customers.",
        },
        {
          title: "Decisions backed by usage data",
          description:
            "Analytics show which features drive retention and where users get stuck.",
        },
        {
          title: "Continuous delivery",
          description:
            "Zero-downtime deployments ship improvements to all customers at once.",
        },
      ],
      caseStudies: [
        {
          title: "Clinic management SaaS for Indian dental practices",
          description:
            "A healthtech founder in Chennai launched a SaaS product for appointments, treatment records and billing at dental clinics, with subscription plans and WhatsApp reminders.",
          results: [
            "320 paying clinics within 14 months of launch",
            "Monthly churn held below 2%",
          ],
        },
        {
          title: "Compliance tracking SaaS for UK property agents",
          description:
            "A UK proptech start-up built a platform for letting agents to track safety certificates, deposits and licensing deadlines across their portfolios.",
          results: [
            "Onboarding time for a new agency reduced from 3 days to 40 minutes",
            "Infrastructure cost per managed property down 45% as the portfolio grew tenfold",
          ],
        },
      ],
      extra: {
        kind: "cards",
        title: "Core SaaS Features",
        intro:
          "These building blocks are part of every SaaS platform we deliver, so your team can concentrate on what makes the product unique.",
        cards: [
          {
            name: "Tenant Isolation",
            description:
              "Each customer's data separated at the database and application level, with tenant-aware access checks.",
            icon: "lock",
          },
          {
            name: "Plans and Entitlements",
            description:
              "Feature access and usage limits driven by the customer's plan, changeable without code.",
            icon: "package",
          },
          {
            name: "Single Sign-On",
            description:
              "Google, Microsoft and SAML sign-in for business customers, with team and role management.",
            icon: "users",
          },
          {
            name: "Audit Logs",
            description:
              "A tamper-evident record of who changed what and when, visible to customer administrators.",
            icon: "document",
          },
          {
            name: "Notifications Centre",
            description:
              "In-app, e-mail and WhatsApp notifications with per-user preferences.",
            icon: "bell",
          },
          {
            name: "Observability",
            description:
              "Metrics, logs and alerts per tenant so problems are found before customers report them.",
            icon: "eye",
          },
        ],
        faq: [
          {
            question: "How long does it take to launch a SaaS product?",
            answer:
              "A first commercial version with core features, billing and onboarding usually takes 3 to 5 months. If you want to test demand sooner, we can start with our 20-day MVP programme and build the full platform afterwards.",
          },
          {
            question: "Should each customer have a separate database?",
            answer:
              "Most products do best with a shared database and strict tenant isolation, which is cheaper to run and simpler to upgrade. Separate databases make sense for customers with strict regulatory or contractual needs, and we can support both models.",
          },
          {
            question: "Which payment providers do you integrate?",
            answer:
              "Razorpay and Cashfree for Indian customers, including UPI Autopay mandates, and Stripe or Paddle for international customers, with GST and VAT handled correctly on invoices.",
          },
          {
            question: "Can you help us scale after launch?",
            answer:
              "Yes. We offer ongoing product engineering with a dedicated team, covering new features, performance tuning, security reviews and infrastructure as your customer base grows.",
          },
        ],
      },
    },
    {
      slug: "mvp",
      title: "MVP Building in 20 Days",
      shortDescription: "A working, launch-ready minimum viable product in 20 days to test your idea with real users.",
      metaDescription:
        "MVP development in 20 days: ADRIG takes your idea through design, core build, testing and launch to a working product real users can try within three weeks.",
      description: [
        "The fastest way to learn whether an idea works is to put a real product in front of real users. Months of development before the first feedback is risky for founders and for innovation teams inside larger companies alike.",
        "ADRIG's MVP programme delivers a working, deployed product in 20 days. We agree a tightly defined scope built around the one journey that proves your idea, work to a fixed daily schedule and hand over a live product, its source code and a plan for what to build next based on what users do.",
      ],
      keyFeatures: [
        {
          title: "Fixed 20-Day Schedule",
          description:
            "A defined plan from kick-off to launch, with daily progress updates and a review at each milestone.",
          icon: "calendar",
        },
        {
          title: "Scope Workshop",
          description:
            "A structured session to reduce the idea to the smallest feature set that tests the core assumption.",
          icon: "target",
        },
        {
          title: "Clickable Prototype",
          description:
            "Designs of the key screens validated with you before development starts.",
          icon: "eye",
        },
        {
          title: "Production-Grade Foundations",
          description:
            "Authentication, database, hosting and analytics set up properly so the MVP can grow into a product.",
          icon: "shield",
        },
        {
          title: "Built-In Analytics",
          description:
            "Event tracking on the key journey, so you can measure activation and retention from the first user.",
          icon: "chart",
        },
        {
          title: "Launch Support",
          description:
            "Deployment, domain and app store or web launch, plus a handover session with your team.",
          icon: "rocket",
        },
      ],
      benefits: [
        {
          title: "Evidence in weeks",
          description:
            "Real usage data replaces assumptions in three weeks rather than six months.",
        },
        {
          title: "Controlled budget",
          description:
            "A fixed scope and fixed timeline keep the cost of testing an idea small and known.",
        },
        {
          title: "Something to show investors",
          description:
            "A live product with early users makes fundraising conversations far more concrete.",
        },
        {
          title: "Focus on what matters",
          description:
            "The discipline of a 20-day scope forces clear decisions about the core value.",
        },
        {
          title: "No throwaway code",
          description:
            "Sound foundations mean the MVP can be extended instead of rebuilt.",
        },
        {
          title: "A clear next step",
          description:
            "The handover includes a prioritised backlog informed by real user behaviour.",
        },
      ],
      caseStudies: [
        {
          title: "Tutor marketplace MVP for a Chennai edtech founder",
          description:
            "A first-time founder wanted to test a marketplace connecting parents with verified home tutors. In 20 days we delivered a web app with tutor profiles, search, booking requests and WhatsApp notifications.",
          results: [
            "410 parent sign-ups and 96 tutor bookings in the first month",
            "23% of registered parents requested a tutor within their first week",
            "Seed funding raised eight weeks after launch",
          ],
        },
        {
          title: "Internal tool MVP for a UK logistics operator",
          description:
            "A UK logistics operator's innovation team tested a tool for drivers to report vehicle defects by photo. The 20-day MVP ran with 40 drivers before a company-wide rollout decision.",
          results: [
            "Defect reports submitted 3x faster than on paper",
            "Reports missing required details down 70%",
            "Rollout approved to 600 drivers after a four-week trial",
          ],
        },
      ],
      extra: {
        kind: "mvp",
        title: "Our 20-Day MVP Process",
        intro:
          "Every day of the 20 has a purpose. This is the schedule we follow, with a review with you at the end of each phase.",
        schedule: [
          {
            days: "Days 1-3",
            startDay: 1,
            endDay: 3,
            title: "Planning and Design",
            description: "Agree the scope, the core user journey and how the product will look.",
            tasks: [
              "Scope workshop and success metrics",
              "User journey and feature list signed off",
              "Wireframes and clickable prototype of key screens",
              "Technical architecture and hosting set-up",
            ],
          },
          {
            days: "Days 4-10",
            startDay: 4,
            endDay: 10,
            title: "Core Development",
            description: "Build the features that deliver the core value of the product.",
            tasks: [
              "Sign-up, login and user roles",
              "Database and API for the core journey",
              "Main screens built from the approved designs",
              "Daily builds on a staging environment",
            ],
          },
          {
            days: "Days 11-15",
            startDay: 11,
            endDay: 15,
            title: "Integration and Testing",
            description: "Connect third-party services and test the product end to end.",
            tasks: [
              "Payments, e-mail, SMS or WhatsApp integrations",
              "Analytics events on the key journey",
              "Functional and cross-device testing",
              "Security checks and bug fixing",
            ],
          },
          {
            days: "Days 16-18",
            startDay: 16,
            endDay: 18,
            title: "UI/UX Refinement",
            description: "Polish the experience based on your feedback and test users.",
            tasks: [
              "Usability sessions with three to five target users",
              "Copy, layout and interaction improvements",
              "Performance tuning for mobile networks",
              "Accessibility review of core screens",
            ],
          },
          {
            days: "Days 19-20",
            startDay: 19,
            endDay: 20,
            title: "Deployment and Launch",
            description: "Put the product live and hand it over to your team.",
            tasks: [
              "Production deployment, domain and SSL",
              "App store or web launch",
              "Monitoring and error alerts switched on",
              "Handover session, documentation and next-step backlog",
            ],
          },
        ],
        faq: [
          {
            question: "What can realistically be built in 20 days?",
            answer:
              "One core user journey done well: for example, sign-up, creating a listing and receiving a booking, or uploading a document and getting an AI-generated result. Secondary features are listed in the backlog for the next phase.",
          },
          {
            question: "What do you need from us during the 20 days?",
            answer:
              "A decision-maker available for a short daily check-in and for the reviews at the end of each phase, plus any content, branding and account access needed for integrations.",
          },
          {
            question: "Is the MVP a web app or a mobile app?",
            answer:
              "Either. Most MVPs are responsive web apps because they launch instantly and need no store review. A cross-platform mobile MVP is possible when the idea depends on phone features such as the camera or location.",
          },
          {
            question: "What happens after the MVP launches?",
            answer:
              "You own the product and code. Many clients continue with us in two-week sprints to build the next features based on user data, while others hand over to an in-house team using our documentation.",
          },
        ],
      },
    },
  ],
};
