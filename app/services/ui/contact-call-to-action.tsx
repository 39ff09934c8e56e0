import { Link } from "@remix-run/react";
import ArrowRight from "lucide-react/icons/arrow-right";
import { Button } from "~/components/ui/button";

/** The closing box on a content page: a short pitch and a button to the contact form. */
export function ContactCallToAction({
  id,
  heading,
  text,
  label,
}: {
  id: string;
  heading: string;
  text: string;
  label: string;
}) {
  return (
    <section aria-labelledby={id} className="rounded-xl border bg-card p-6 md:p-10">
      <h2 id={id} className="text-3xl">
        {heading}
      </h2>
      <p className="mt-4 max-w-prose text-lg text-muted-foreground">{text}</p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/kontakt">
          {label}
          <ArrowRight aria-hidden />
        </Link>
      </Button>
    </section>
  );
}
