import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { company } from "~/company";
import { home } from "../copy/home";

const copy = home.team;

/** Section 6: the two people a customer talks to, with direct numbers and addresses. */
export function HomeTeam() {
  return (
    <section aria-labelledby="team-tittel" className="container py-16 md:py-24">
      <h2 id="team-tittel" className="text-3xl md:text-4xl">
        {copy.heading}
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{copy.lead}</p>
      <ul className="mt-10 grid gap-10 md:grid-cols-2">
        {company.team.map((member) => (
          <li key={member.email}>
            <TeamMember member={member} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function TeamMember({ member }: { member: (typeof company.team)[number] }) {
  return (
    <article className="flex flex-col gap-6 sm:flex-row">
      <img
        src={member.photo.src}
        width={member.photo.width}
        height={member.photo.height}
        alt={copy.photoAlt(member.name)}
        loading="lazy"
        decoding="async"
        className="h-auto w-40 shrink-0 self-start rounded-lg bg-muted object-cover"
      />
      <div>
        <h3 className="font-sans text-xl font-semibold">{member.name}</h3>
        <p className="text-primary">{member.role}</p>
        <p className="mt-3 text-muted-foreground">{member.bio}</p>
        <ul className="mt-4 space-y-2">
          <li>
            <a
              href={`tel:${member.phone.replace(/\s/g, "")}`}
              className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4 text-primary" />
              <span className="sr-only">{copy.phoneLabel(member.name)}: </span>
              {member.phoneDisplay}
            </a>
          </li>
          <li>
            <a
              href={`mailto:${member.email}`}
              className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 text-primary" />
              <span className="sr-only">{copy.emailLabel(member.name)}: </span>
              {member.email}
            </a>
          </li>
        </ul>
      </div>
    </article>
  );
}
