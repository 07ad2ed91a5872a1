import type { ServiceCategory } from "./types";

export const talentAcquisition: ServiceCategory = {
  slug: "talent-acquisition",
  title: "Talent Acquisition / Staffing",
  parentTitle: "Talent Acquisition / Staffing",
  shortDescription: "Pre-vetted developers and engineers with 3-8+ years of experience, ready to join your team.",
  metaDescription:
    "Hire vetted React, Python, Node.js, mobile and DevOps engineers from ADRIG, Chennai. 3-8+ years of experience, shortlists in 72 hours, UK and US hours overlap.",
  subtitle: "Experienced engineers who join your team quickly and work the way your team works",
  description:
    "Hiring good developers is slow and uncertain: weeks of screening, notice periods of two to three months and the risk that a new hire does not work out. ADRIG offers a faster route. We maintain a bench of engineers with 3 to 8+ years of experience in React and Next.js, Python and Django, Node.js, mobile and DevOps, each assessed on real coding tasks and communication skills. They join your team as dedicated members, follow your processes and tools, and are supported by ADRIG's technical leads, so you get productive capacity without the overhead of recruitment.",
  icon: "users",
  howItWorks:
    "You share the role, the skills you need and how your team works. Within 72 hours we send a shortlist of two to four engineers with their assessment results, and you interview the ones you like. The selected engineer typically starts within one to two weeks, with a two-week trial period. Throughout the engagement an ADRIG delivery manager checks in regularly, handles replacements if ever needed and keeps billing simple with one monthly invoice.",
  benefits: [
    "Speed to hire: shortlists in 72 hours and engineers starting in one to two weeks, not three months.",
    "Proven skills: every engineer has passed hands-on technical assessments and a communication interview.",
    "Flexible scaling: add or reduce team members with a month's notice as project needs change.",
    "Working-hours overlap: engineers adjust schedules for meaningful overlap with UK and US teams.",
    "Low risk: a two-week trial and free replacement if an engineer is not the right fit.",
    "Lower total cost: no recruitment fees, payroll overhead or idle time between projects.",
  ],
  caseStudies: [
    {
      title: "Scaling a product team for a US health-tech start-up",
      description:
        "A US health-tech start-up added a React developer, two Node.js developers and a QA engineer from ADRIG to meet a launch date after its own hiring stalled.",
      results: "Team in place within 12 days and the product launched on schedule with 30% lower team cost.",
    },
    {
      title: "Long-term engineering partner for a Chennai fintech",
      description:
        "A Chennai-based lending fintech has worked with six ADRIG engineers across Python, mobile and DevOps for over a year as part of its core team.",
      results: "Release frequency doubled and zero unplanned attrition over 14 months.",
    },
  ],
  faqItems: [
    {
      question: "How are ADRIG engineers vetted?",
      answer:
        "Each engineer completes a practical coding assessment in their stack, a system design or debugging exercise appropriate to their seniority, and a spoken English and communication interview. Only a small share of applicants reach our bench.",
    },
    {
      question: "What engagement models do you offer?",
      answer:
        "Dedicated engineers working full-time in your team, a managed team with an ADRIG lead, and contract-to-hire for clients in India who want to make the engineer a permanent employee after an agreed period.",
    },
    {
      question: "Who manages the engineers day to day?",
      answer:
        "Your team directs the work, priorities and reviews, exactly as with your own staff. ADRIG handles employment, equipment, leave cover and regular performance check-ins.",
    },
    {
      question: "How is our code and intellectual property protected?",
      answer:
        "Engineers sign confidentiality and IP assignment agreements, work on your repositories with accounts you control, and follow your security policies. All work product belongs to you.",
    },
  ],
  subServices: [
    {
      slug: "react-developers",
      title: "React/Next.js Developers",
      shortDescription: "Front-end engineers who build fast, accessible interfaces with React, Next.js and TypeScript.",
      metaDescription:
        "Hire React and Next.js developers from ADRIG: 3-8+ years of TypeScript, server rendering, state management and accessible UI experience. Start in 1-2 weeks.",
      description: [
        "A modern front end is a substantial piece of software: server rendering, data fetching and caching, complex forms, design systems and accessibility all need engineers who understand React deeply rather than developers who have only followed tutorials.",
        "ADRIG's React and Next.js developers have 3 to 8+ years of experience building production interfaces for SaaS products, e-commerce sites and internal tools. They write typed, tested components, care about performance and accessibility, and work comfortably with designers and back-end teams in your existing workflow.",
      ],
      keyFeatures: [
        {
          title: "Assessed React Expertise",
          description:
            "Each developer has passed a practical test covering hooks, rendering behaviour, state and data fetching.",
          icon: "check",
        },
        {
          title: "Next.js and Server Rendering",
          description:
            "Experience with the App Router, server components, caching and static generation.",
          icon: "server",
        },
        {
          title: "TypeScript by Default",
          description:
            "Strictly typed components and APIs that make large front-end codebases safer to change.",
          icon: "terminal",
        },
        {
          title: "Design System Skills",
          description:
            "Building and maintaining component libraries with Tailwind CSS, Storybook and Figma hand-off.",
          icon: "layers",
        },
        {
          title: "Performance Focus",
          description:
            "Core Web Vitals optimisation, code splitting and image strategies for fast pages on any network.",
          icon: "gauge",
        },
        {
          title: "Flexible Engagement",
          description:
            "Full-time dedicated developers, part of a managed team, or contract-to-hire for Indian clients.",
          icon: "users",
        },
      ],
      benefits: [
        {
          title: "Productive from the first sprint",
          description:
            "Experienced developers pick up your codebase and conventions within days.",
        },
        {
          title: "Better user experience",
          description:
            "Attention to performance and accessibility shows in faster, easier-to-use interfaces.",
        },
        {
          title: "Cleaner front-end code",
          description:
            "Typed, tested components reduce regressions as the product grows.",
        },
        {
          title: "Closer design collaboration",
          description:
            "Developers who understand design systems turn Figma files into faithful, reusable components.",
        },
        {
          title: "Capacity on demand",
          description:
            "Scale the front-end team up for a launch and down afterwards.",
        },
        {
          title: "Hiring risk removed",
          description:
            "A trial period and free replacement protect you if the fit is not right.",
        },
      ],
      caseStudies: [
        {
          title: "Storefront rebuild for a UK fashion retailer",
          description:
            "A UK fashion retailer engaged two ADRIG Next.js developers to rebuild its storefront alongside its in-house team, moving from a slow client-rendered site to server rendering.",
          results: [
            "Largest Contentful Paint improved from 4.2s to 1.8s",
            "Mobile conversion rate up 15% after launch",
          ],
        },
        {
          title: "Dashboard team for a Bengaluru SaaS company",
          description:
            "A B2B analytics SaaS company added three React developers to build a new reporting interface and shared component library.",
          results: [
            "New reporting module shipped 6 weeks ahead of the in-house estimate",
            "UI bug reports down 40% after adopting the component library",
          ],
        },
      ],
      extra: {
        kind: "cards",
        title: "Core Skills",
        intro: "Our React and Next.js developers are tested on each of these areas before they join a client team.",
        cards: [
          {
            name: "React and Hooks",
            description:
              "Component design, hooks, context, rendering performance and error boundaries.",
            icon: "code",
          },
          {
            name: "Next.js",
            description:
              "App Router, server components, route handlers, middleware, caching and deployment.",
            icon: "server",
          },
          {
            name: "TypeScript",
            description:
              "Strict typing, generics and typed API contracts shared with the back end.",
            icon: "terminal",
          },
          {
            name: "State and Data Fetching",
            description:
              "TanStack Query, Redux Toolkit or Zustand, with sensible caching and optimistic updates.",
            icon: "refresh",
          },
          {
            name: "Styling and Accessibility",
            description:
              "Tailwind CSS, CSS modules, responsive layouts and WCAG-compliant markup.",
            icon: "eye",
          },
          {
            name: "Testing",
            description:
              "Unit and component tests with Vitest or Jest and Testing Library, and end-to-end tests with Playwright.",
            icon: "test",
          },
        ],
        faq: [
          {
            question: "How experienced are your React developers?",
            answer:
              "Our React and Next.js developers have between 3 and 8+ years of professional experience. We match seniority to your needs, from mid-level developers working to a lead's direction to senior engineers who can own front-end architecture.",
          },
          {
            question: "How quickly can a developer start?",
            answer:
              "We share a shortlist within 72 hours of understanding the role. Once you have interviewed and selected a developer, they usually start within one to two weeks.",
          },
          {
            question: "Can they work during UK or US business hours?",
            answer:
              "Yes. Developers working with UK clients typically overlap four to six hours of the working day; for US clients we arrange an overlap of three to four hours at the start of your day.",
          },
          {
            question: "Do your developers also handle back-end work?",
            answer:
              "Many have working knowledge of Node.js and API design. If you need full-stack capability, tell us and we will shortlist developers assessed on both front-end and back-end skills.",
          },
        ],
      },
    },
    {
      slug: "python-developers",
      title: "Python/Django Developers",
      shortDescription: "Python engineers for Django and FastAPI back ends, data pipelines and AI integration work.",
      metaDescription:
        "Hire Python and Django developers from ADRIG: 3-8+ years building Django and FastAPI back ends, REST APIs, data pipelines and AI integrations.",
      description: [
        "Python powers a large share of modern back ends, data platforms and AI products. Good Python engineers combine clean API and database design with the judgement to keep a growing codebase maintainable.",
        "ADRIG's Python developers have 3 to 8+ years of experience with Django, Django REST Framework and FastAPI, along with PostgreSQL, Celery and cloud deployment. Many have worked on AI projects within ADRIG, so they are comfortable integrating language models, ML services and data pipelines into production applications.",
      ],
      keyFeatures: [
        {
          title: "Django and FastAPI Expertise",
          description:
            "Proven ability to design models, APIs, admin tools and async services in both frameworks.",
          icon: "code",
        },
        {
          title: "Database Design",
          description:
            "Efficient PostgreSQL schemas, query optimisation and safe migrations on live systems.",
          icon: "database",
        },
        {
          title: "Background Processing",
          description:
            "Celery, Redis and task queues for scheduled jobs, e-mails, reports and integrations.",
          icon: "clock",
        },
        {
          title: "AI and Data Integration",
          description:
            "Experience connecting LLM APIs, vector search and ML models to production back ends.",
          icon: "brain",
        },
        {
          title: "Security Awareness",
          description:
            "Sound handling of authentication, permissions, secrets and input validation.",
          icon: "shield",
        },
        {
          title: "Contract-to-Hire Option",
          description:
            "Clients in India can convert a developer to a permanent employee after an agreed period.",
          icon: "users",
        },
      ],
      benefits: [
        {
          title: "Reliable back ends",
          description:
            "Well-structured APIs and data models that hold up as usage grows.",
        },
        {
          title: "Faster feature delivery",
          description:
            "Django's batteries-included approach in experienced hands shortens development time.",
        },
        {
          title: "AI-ready team members",
          description:
            "Developers who can add AI features without a separate specialist team.",
        },
        {
          title: "Fewer production incidents",
          description:
            "Attention to testing, migrations and monitoring keeps live systems stable.",
        },
        {
          title: "Knowledge continuity",
          description:
            "Long-term engagements and documentation keep know-how within your team.",
        },
        {
          title: "Predictable monthly cost",
          description:
            "One fixed monthly fee per developer, with no recruitment or payroll overhead.",
        },
      ],
      caseStudies: [
        {
          title: "Back-end modernisation for a UK travel insurer",
          description:
            "A UK travel insurer's legacy quoting system was slowing product launches. Two ADRIG Django developers worked with its architect to move quoting into a new service with automated tests.",
          results: [
            "Time to launch a new insurance product cut from 8 weeks to 3",
            "Quote API response times improved by 65%",
          ],
        },
        {
          title: "Data platform support for a Chennai agritech company",
          description:
            "An agritech company processing farm sensor and satellite data added three Python developers to build ingestion pipelines and FastAPI services for its advisory app.",
          results: [
            "Data processing capacity increased 5x without new infrastructure spend",
            "Advisory app API uptime of 99.9% over the first year",
          ],
        },
      ],
      extra: {
        kind: "cards",
        title: "Core Skills",
        intro: "The practical assessment for Python and Django developers covers the following skills.",
        cards: [
          {
            name: "Python",
            description:
              "Idiomatic, typed Python with a solid grasp of the standard library, packaging and async code.",
            icon: "code",
          },
          {
            name: "Django and Django REST Framework",
            description:
              "Models, ORM optimisation, serializers, permissions, admin customisation and signals.",
            icon: "layers",
          },
          {
            name: "FastAPI",
            description:
              "High-performance async APIs with Pydantic validation and OpenAPI documentation.",
            icon: "zap",
          },
          {
            name: "PostgreSQL and Redis",
            description:
              "Schema design, indexing, query tuning and caching for responsive applications.",
            icon: "database",
          },
          {
            name: "Celery and Task Queues",
            description:
              "Reliable background jobs, retries, scheduling and monitoring of asynchronous work.",
            icon: "clock",
          },
          {
            name: "Testing and CI",
            description:
              "pytest, factory fixtures, coverage targets and automated pipelines on GitHub Actions or GitLab CI.",
            icon: "test",
          },
        ],
        faq: [
          {
            question: "What experience do your Python developers have?",
            answer:
              "They have 3 to 8+ years of commercial Python experience, mostly with Django, Django REST Framework and FastAPI, on products ranging from SaaS platforms to data-heavy internal systems.",
          },
          {
            question: "Can they work on data science or machine learning?",
            answer:
              "Our Python developers are strong at integrating ML models and LLM APIs into applications. For model research and training, we can add a data scientist from our AI team to your engagement.",
          },
          {
            question: "Can we interview candidates before they start?",
            answer:
              "Yes, always. You receive a shortlist with assessment results and can run your own technical interview or take-home task before choosing.",
          },
          {
            question: "What if the developer is not the right fit?",
            answer:
              "Every engagement starts with a two-week trial. If you are not satisfied at any point, we provide a replacement at no extra cost and manage the handover.",
          },
        ],
      },
    },
    {
      slug: "nodejs-developers",
      title: "Node.js/Express Developers",
      shortDescription: "Back-end JavaScript and TypeScript engineers for APIs, real-time services and integrations.",
      metaDescription:
        "Hire Node.js and Express developers from ADRIG: 3-8+ years of TypeScript APIs, microservices, real-time features and third-party integrations experience.",
      description: [
        "Node.js is a natural choice for APIs, real-time features and integration-heavy back ends, and it lets teams use TypeScript from browser to server. It also rewards experience: event-loop performance, error handling and service boundaries are where inexperienced code breaks under load.",
        "Our Node.js developers bring 3 to 8+ years of production back-end work with Express, NestJS and Fastify. They design clean REST and GraphQL APIs, handle queues and WebSockets confidently, and integrate payment gateways, messaging platforms and third-party systems.",
      ],
      keyFeatures: [
        {
          title: "API Design and Development",
          description:
            "REST and GraphQL APIs with versioning, validation, pagination and clear documentation.",
          icon: "plug",
        },
        {
          title: "TypeScript Back Ends",
          description:
            "Strictly typed services with shared types between front end and back end.",
          icon: "terminal",
        },
        {
          title: "Real-Time Features",
          description:
            "WebSockets and server-sent events for chat, live tracking, notifications and dashboards.",
          icon: "zap",
        },
        {
          title: "Microservices and Queues",
          description:
            "Service decomposition with RabbitMQ, Kafka or cloud queues where the system needs it.",
          icon: "git-branch",
        },
        {
          title: "Third-Party Integrations",
          description:
            "Payment gateways, WhatsApp, SMS, e-mail, ERP and CRM integrations handled robustly.",
          icon: "link",
        },
        {
          title: "Managed Team Option",
          description:
            "A team of Node.js developers led by an ADRIG tech lead who reports to your product owner.",
          icon: "users",
        },
      ],
      benefits: [
        {
          title: "One language across the stack",
          description:
            "TypeScript on both front end and back end simplifies hiring and code sharing.",
        },
        {
          title: "Scalable services",
          description:
            "Efficient, non-blocking code handles high concurrency on modest infrastructure.",
        },
        {
          title: "Real-time experiences",
          description:
            "Live updates and messaging features that users now expect.",
        },
        {
          title: "Smooth integrations",
          description:
            "Experienced developers anticipate the quirks of external APIs and handle failures gracefully.",
        },
        {
          title: "Quicker delivery",
          description:
            "A mature ecosystem and experienced hands speed up common back-end work.",
        },
        {
          title: "Team continuity",
          description:
            "Leave cover and structured handovers keep your roadmap moving.",
        },
      ],
      caseStudies: [
        {
          title: "Real-time tracking back end for an Indian logistics start-up",
          description:
            "A hyperlocal delivery start-up in Chennai engaged three Node.js developers to build live order tracking, rider assignment and partner APIs.",
          results: [
            "Platform scaled from 2,000 to 25,000 daily orders without a rewrite",
            "Rider assignment time reduced by 87%, from 90 seconds to 12",
          ],
        },
        {
          title: "Integration services for a US e-commerce agency",
          description:
            "A US Shopify agency added two ADRIG Node.js developers to build custom apps and ERP integrations for its merchant clients.",
          results: [
            "Agency delivery capacity up 40% without local hiring",
            "Nine custom integrations delivered in the first six months",
          ],
        },
      ],
      extra: {
        kind: "cards",
        title: "Core Skills",
        intro: "These are the areas our Node.js engineers demonstrate in their coding assessment and technical interview.",
        cards: [
          {
            name: "Node.js Runtime",
            description:
              "Event loop behaviour, streams, worker threads and profiling of production services.",
            icon: "cpu",
          },
          {
            name: "Express, NestJS and Fastify",
            description:
              "Structuring APIs with middleware, dependency injection, validation and error handling.",
            icon: "server",
          },
          {
            name: "TypeScript",
            description:
              "Strongly typed services, shared schemas with Zod or Valibot, and typed database access.",
            icon: "terminal",
          },
          {
            name: "Databases and ORMs",
            description:
              "PostgreSQL, MongoDB and MySQL with Prisma, Drizzle or TypeORM, including migrations.",
            icon: "database",
          },
          {
            name: "Authentication and Security",
            description:
              "Sessions, OAuth, JWT handling, rate limiting and protection against common attacks.",
            icon: "lock",
          },
          {
            name: "Testing and Observability",
            description:
              "Integration tests, structured logging, tracing and alerting for live services.",
            icon: "eye",
          },
        ],
        faq: [
          {
            question: "How senior are your Node.js developers?",
            answer:
              "They have 3 to 8+ years of back-end experience. Senior developers can design service architecture and mentor others; mid-level developers deliver features within an established design.",
          },
          {
            question: "Do they work with serverless platforms?",
            answer:
              "Yes. Several have built on AWS Lambda, Cloudflare Workers and Vercel functions, as well as containerised services on Kubernetes or ECS.",
          },
          {
            question: "What is the minimum engagement period?",
            answer:
              "We recommend at least three months so the developer can become fully productive, with one month's notice to end or scale down the engagement afterwards.",
          },
          {
            question: "Will the developer use our tools and processes?",
            answer:
              "Yes. They join your Slack or Teams, your Jira or Linear board and your code review process, and attend your stand-ups and planning sessions like any team member.",
          },
        ],
      },
    },
    {
      slug: "mobile-developers",
      title: "Mobile (React Native/Flutter)",
      shortDescription: "Cross-platform mobile engineers who ship polished Android and iOS apps with React Native or Flutter.",
      metaDescription:
        "Hire React Native and Flutter developers from ADRIG: 3-8+ years shipping Android and iOS apps with offline sync, payments and app store releases.",
      description: [
        "Shipping a mobile app well involves much more than building screens: offline behaviour, push notifications, device permissions, app store reviews and performance on low-cost Android phones all need experience to get right.",
        "Each mobile developer we place has spent 3 to 8+ years on React Native or Flutter projects and has taken apps through Google Play and App Store releases many times. They can join an existing mobile team, take over an app from another vendor or work with your back-end team to launch a new one.",
      ],
      keyFeatures: [
        {
          title: "React Native and Flutter Specialists",
          description:
            "Developers assessed in the framework you use, not generalists learning on your project.",
          icon: "smartphone",
        },
        {
          title: "Native Module Experience",
          description:
            "Comfortable writing or adapting Swift and Kotlin modules when a feature needs native code.",
          icon: "code",
        },
        {
          title: "Offline and Sync Expertise",
          description:
            "Local databases, background sync and conflict handling for field and rural use.",
          icon: "refresh",
        },
        {
          title: "Release Management",
          description:
            "Signing, store listings, staged rollouts, over-the-air updates and crash monitoring.",
          icon: "rocket",
        },
        {
          title: "App Takeover Support",
          description:
            "Structured code audits and stabilisation plans when inheriting an app from another team.",
          icon: "search",
        },
        {
          title: "Cross-Team Collaboration",
          description:
            "Experience working closely with designers, back-end developers and QA in agile teams.",
          icon: "users",
        },
      ],
      benefits: [
        {
          title: "Faster app releases",
          description:
            "Experienced mobile developers avoid common pitfalls that delay store approval.",
        },
        {
          title: "Higher app ratings",
          description:
            "Attention to stability and performance translates into better reviews.",
        },
        {
          title: "Both platforms covered",
          description:
            "One cross-platform developer can maintain Android and iOS versions together.",
        },
        {
          title: "Rescue for troubled apps",
          description:
            "Crashes, slow screens and outdated dependencies are fixed methodically.",
        },
        {
          title: "Flexible capacity",
          description:
            "Add mobile expertise for a launch or a major update without permanent hiring.",
        },
        {
          title: "Support behind the developer",
          description:
            "ADRIG's mobile leads are available for architecture reviews and tricky problems.",
        },
      ],
      caseStudies: [
        {
          title: "App stabilisation for a UK fitness brand",
          description:
            "A UK fitness studio brand's React Native app suffered frequent crashes after a vendor change. Two ADRIG developers audited and stabilised the app before adding new booking features.",
          results: [
            "Crash-free sessions improved from 96.2% to 99.6%",
            "App Store rating rose from 3.4 to 4.6 in four months",
          ],
        },
        {
          title: "Field sales app for a Chennai FMCG company",
          description:
            "An FMCG company in Chennai engaged a Flutter developer to extend its field sales app with offline order taking, outlet photos and GPS-verified visits.",
          results: [
            "Orders captured per salesperson per day up 19%",
            "Fake visit reports eliminated through GPS verification",
          ],
        },
      ],
      extra: {
        kind: "cards",
        title: "Core Skills",
        intro: "Mobile developers on our bench prove their ability in these skills, in the framework they specialise in.",
        cards: [
          {
            name: "React Native",
            description:
              "The new architecture, navigation, animations and performance tuning of JavaScript-driven apps.",
            icon: "code",
          },
          {
            name: "Flutter and Dart",
            description:
              "Widget composition, state management with Riverpod or Bloc and custom UI work.",
            icon: "layers",
          },
          {
            name: "Native Platforms",
            description:
              "Working knowledge of Swift, Kotlin, Xcode and Android Studio for native integrations.",
            icon: "smartphone",
          },
          {
            name: "Offline Storage",
            description:
              "SQLite, Realm, WatermelonDB or Hive with reliable synchronisation to the server.",
            icon: "database",
          },
          {
            name: "Notifications and Device APIs",
            description:
              "Push notifications, camera, location, biometrics and background tasks.",
            icon: "bell",
          },
          {
            name: "CI/CD for Mobile",
            description:
              "Automated builds, tests and store deployment with Fastlane, Codemagic or EAS.",
            icon: "git-branch",
          },
        ],
        faq: [
          {
            question: "Do you provide both React Native and Flutter developers?",
            answer:
              "Yes. We assess and place developers in each framework separately, so you get someone with deep experience in the technology your app already uses.",
          },
          {
            question: "How much experience do your mobile developers have?",
            answer:
              "Typically 3 to 8+ years in mobile roles, and each has shipped several production apps to both app stores.",
          },
          {
            question: "Can a developer take over an app built by another company?",
            answer:
              "Yes. They start with a short audit of the code, dependencies and build set-up, share a stabilisation plan and then continue feature development.",
          },
          {
            question: "Do you also provide QA for mobile apps?",
            answer:
              "Yes. We can add a QA engineer with device testing experience to the engagement, covering manual testing on real devices and automated test suites.",
          },
        ],
      },
    },
    {
      slug: "devops-engineers",
      title: "DevOps & Cloud Engineers",
      shortDescription: "Cloud and DevOps engineers for CI/CD, infrastructure as code, Kubernetes and cost control.",
      metaDescription:
        "Hire DevOps and cloud engineers from ADRIG: 3-8+ years with AWS, Azure, GCP, Terraform, Kubernetes, CI/CD pipelines, monitoring and cloud cost control.",
      description: [
        "As products grow, deployment, reliability and cloud spending become problems in their own right. Manual releases slow teams down, a single misconfiguration can take a service offline, and cloud bills creep upwards without anyone owning them.",
        "With 3 to 8+ years of hands-on work across AWS, Azure and Google Cloud, ADRIG's DevOps and cloud engineers know production infrastructure well. They automate build and deployment pipelines, define infrastructure as code, run containers and Kubernetes in production, set up monitoring and on-call practices and keep cloud costs under control.",
      ],
      keyFeatures: [
        {
          title: "Multi-Cloud Experience",
          description:
            "Engineers certified or experienced in AWS, Azure and Google Cloud production environments.",
          icon: "cloud",
        },
        {
          title: "Infrastructure as Code",
          description:
            "Terraform and Pulumi definitions that make environments reproducible and reviewable.",
          icon: "document",
        },
        {
          title: "CI/CD Automation",
          description:
            "Pipelines on GitHub Actions, GitLab CI or Azure DevOps with tests, security scans and safe rollouts.",
          icon: "git-branch",
        },
        {
          title: "Containers and Kubernetes",
          description:
            "Docker, Kubernetes, Helm and managed clusters configured for reliability and scale.",
          icon: "package",
        },
        {
          title: "Monitoring and Incident Response",
          description:
            "Prometheus, Grafana, CloudWatch or Datadog dashboards with alerting and runbooks.",
          icon: "bell",
        },
        {
          title: "Cloud Cost Management",
          description:
            "Right-sizing, reserved capacity and tagging that make spending visible and lower.",
          icon: "gauge",
        },
      ],
      benefits: [
        {
          title: "Frequent, safe releases",
          description:
            "Automated pipelines let teams deploy several times a day with confidence.",
        },
        {
          title: "Higher uptime",
          description:
            "Redundancy, health checks and alerting catch and contain problems early.",
        },
        {
          title: "Lower cloud bills",
          description:
            "Continuous cost reviews typically uncover significant savings in the first months.",
        },
        {
          title: "Reproducible environments",
          description:
            "New environments are created from code in minutes, identical to production.",
        },
        {
          title: "Stronger security posture",
          description:
            "Least-privilege access, secret management and patching become routine.",
        },
        {
          title: "Developers freed to build",
          description:
            "Product engineers spend less time on servers and more on features.",
        },
      ],
      caseStudies: [
        {
          title: "Cloud cost reduction for a UK SaaS company",
          description:
            "A UK B2B SaaS company's AWS bill had tripled in a year. An ADRIG DevOps engineer introduced tagging, right-sized services, moved batch jobs to spot instances and set budgets with alerts.",
          results: [
            "Monthly AWS spend reduced by 38%",
            "No loss of performance or availability during the changes",
          ],
        },
        {
          title: "Deployment automation for a test-preparation platform",
          description:
            "A Coimbatore-based test-preparation platform deployed manually every two weeks with frequent rollbacks. Two ADRIG engineers moved it to Kubernetes with automated pipelines and canary releases.",
          results: [
            "Deployments increased from twice a month to several times a day",
            "Failed releases down 80% and uptime raised to 99.95%",
          ],
        },
      ],
      extra: {
        kind: "cards",
        title: "Core Skills",
        intro: "Our DevOps and cloud engineers are evaluated through hands-on infrastructure exercises covering these areas.",
        cards: [
          {
            name: "AWS, Azure and GCP",
            description:
              "Networking, compute, storage, managed databases and identity on the major clouds.",
            icon: "cloud",
          },
          {
            name: "Terraform",
            description:
              "Modular infrastructure code, remote state, policy checks and reviewed changes.",
            icon: "document",
          },
          {
            name: "Docker and Kubernetes",
            description:
              "Container builds, cluster operations, Helm charts, autoscaling and upgrades.",
            icon: "package",
          },
          {
            name: "CI/CD Pipelines",
            description:
              "Build, test, scan and deploy pipelines with blue-green and canary strategies.",
            icon: "workflow",
          },
          {
            name: "Observability",
            description:
              "Metrics, logs and traces with Prometheus, Grafana, OpenTelemetry and managed tools.",
            icon: "eye",
          },
          {
            name: "Security and Compliance",
            description:
              "IAM design, secrets management, vulnerability scanning and audit readiness for ISO 27001 and SOC 2.",
            icon: "shield",
          },
        ],
        faq: [
          {
            question: "What experience do your DevOps engineers have?",
            answer:
              "They have 3 to 8+ years of experience running production systems on AWS, Azure or Google Cloud, including infrastructure as code, Kubernetes and CI/CD for product teams.",
          },
          {
            question: "Can they provide on-call support?",
            answer:
              "Yes. We can arrange on-call cover aligned to your time zone as part of the engagement, with agreed response times and escalation paths.",
          },
          {
            question: "Do you help with security certifications?",
            answer:
              "Our engineers help implement the technical controls and evidence needed for ISO 27001 and SOC 2 audits, working alongside your compliance lead or auditor.",
          },
          {
            question: "Can a DevOps engineer work part-time?",
            answer:
              "For smaller teams we offer part-time engagements of two or three days a week, which often suit companies that need pipelines and infrastructure set up and then maintained.",
          },
        ],
      },
    },
  ],
};
