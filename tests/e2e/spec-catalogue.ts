/**
 * The spec's "Service categories and sub-services" table (8 hubs, 28 sub-services) and its three
 * products, written out by hand on purpose: the tests hold the catalogue in app/content to it.
 */
export const SPEC_SUB_SERVICES: Readonly<Record<string, readonly string[]>> = {
  "ai-automation": ["predictive-analytics", "machine-learning", "ai-integration"],
  "data-analysis": ["business-intelligence", "data-visualization", "big-data"],
  "chatbot-development": ["customer-support", "ecommerce", "lead-generation"],
  "workflow-automations": ["process-optimization", "task-automation", "integration"],
  "llm-development": ["custom-training", "language-understanding", "content-generation"],
  "ai-consulting": ["strategy", "assessment", "implementation"],
  "software-development": ["mobile-apps", "web-apps", "desktop-apps", "saas", "mvp"],
  "talent-acquisition": [
    "react-developers",
    "python-developers",
    "nodejs-developers",
    "mobile-developers",
    "devops-engineers",
  ],
};

export const SPEC_PRODUCTS: readonly string[] = ["rbms", "arivubot", "billzapp"];
