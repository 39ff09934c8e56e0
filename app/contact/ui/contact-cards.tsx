import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { telHref, useCompany } from "~/company";
import { contactPageCopy as copy } from "../copy/contact";

export function ContactCards() {
  const company = useCompany();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <a
        href={telHref(company.phone)}
        className="group rounded-xl border bg-card p-6 transition-colors hover:border-primary"
      >
        <Phone className="size-6 text-primary" aria-hidden />
        <h2 className="mt-4 text-2xl">{copy.call.title}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{copy.call.text}</p>
        <p className="mt-4 text-lg font-semibold group-hover:text-primary">{company.phone}</p>
      </a>
      <a
        href={`mailto:${company.email}`}
        className="group rounded-xl border bg-card p-6 transition-colors hover:border-primary"
      >
        <Mail className="size-6 text-primary" aria-hidden />
        <h2 className="mt-4 text-2xl">{copy.email.title}</h2>
        <p className="mt-2 text-sm text-muted-foreground">{copy.email.text}</p>
        <p className="mt-4 text-lg font-semibold break-all group-hover:text-primary">
          {company.email}
        </p>
      </a>
    </div>
  );
}
