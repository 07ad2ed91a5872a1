import { Link } from "react-router";
import type { Route } from "./+types/home";
import { seo } from "~/lib/seo";

export const meta: Route.MetaFunction = (args) => seo(args, {});

export default function Home() {
  return (
    <section className="bg-brand-600 px-6 pb-24 pt-40 text-white">
      <div className="mx-auto max-w-5xl">
        <h1 className="text-5xl font-extrabold">Driving Growth with AI.</h1>
        <p className="mt-6 max-w-2xl text-xl">
          We craft workflow automations and bespoke AI solutions for forward-thinking companies
        </p>
        <div className="mt-10 flex gap-4">
          <Link to="/services" className="rounded-full bg-white px-6 py-3 font-semibold text-brand-700">
            Our Services
          </Link>
          <Link to="/contact" className="rounded-full border border-white px-6 py-3 font-semibold">
            Get in Touch
          </Link>
        </div>
      </div>
    </section>
  );
}
