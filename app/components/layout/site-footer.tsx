import { Link } from "@remix-run/react";
import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { telHref, useCompany } from "~/company";
import type { ReactNode } from "react";
import { footerCopy, headerCopy, mainNavigation } from "./copy/navigation";

/**
 * The footer; `cookieSettings` is consent's link that reopens the cookie banner, handed in by
 * the route so that the site's chrome never imports a concern above it.
 */
export function SiteFooter({ year, cookieSettings }: { year: number; cookieSettings: ReactNode }) {
  const company = useCompany();
  return (
    <footer className="render-when-near mt-24 border-t bg-card/40">
      <div className="container grid gap-10 py-12 md:grid-cols-3">
        <div className="space-y-3">
          <p className="font-serif text-xl font-medium">{company.name}</p>
          <p className="text-sm text-muted-foreground">
            {company.address.street}, {company.address.postalCode} {company.address.city}
          </p>
          <ul className="space-y-2 text-sm">
            <li>
              <a
                href={telHref(company.phone)}
                data-conversion="footer-phone"
                className="inline-flex items-center gap-2 hover:text-primary"
              >
                <Phone className="size-4" aria-hidden /> {company.phone}
              </a>
            </li>
            <li>
              <a
                href={`mailto:${company.email}`}
                data-conversion="footer-email"
                className="inline-flex items-center gap-2 hover:text-primary"
              >
                <Mail className="size-4" aria-hidden /> {company.email}
              </a>
            </li>
          </ul>
        </div>
        <nav id="sidekart" aria-label={headerCopy.navigationLabel}>
          <ul className="space-y-2 text-sm">
            {mainNavigation.map((item) => (
              <li key={item.href}>
                <Link to={item.href} className="hover:text-primary">
                  {item.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="space-y-2 text-sm">
          <ul className="space-y-2">
            {company.social.map((network) => (
              <li key={network.name}>
                <a href={network.href} rel="noopener noreferrer" className="hover:text-primary">
                  {network.name}
                </a>
              </li>
            ))}
            <li>
              <Link to="/personvern" className="hover:text-primary">
                {footerCopy.privacy}
              </Link>
            </li>
            <li>{cookieSettings}</li>
          </ul>
        </div>
      </div>
      <div className="container flex flex-wrap items-center justify-between gap-4 border-t py-6 text-xs text-muted-foreground">
        <p>
          © {year} {company.legalName}. {footerCopy.rights}
        </p>
        <Link to="/auth" className="hover:text-foreground">
          {footerCopy.admin}
        </Link>
      </div>
    </footer>
  );
}
