import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import { telHref } from "~/company";
import { ResponsiveImage } from "~/images";
import { home } from "../copy/home";
import type { TeamContent, TeamMember, TeamPhoto } from "~/site-content";

const copy = home.team;

const photoClass = "h-auto w-40 shrink-0 self-start rounded-lg bg-muted object-cover";

/** Section 6: the people a customer talks to, with direct numbers and addresses. */
export function HomeTeam({ content }: { content: TeamContent }) {
  return (
    <section aria-labelledby="team-tittel" className="container py-16 md:py-24">
      <h2 id="team-tittel" className="text-3xl md:text-4xl">
        {content.heading}
      </h2>
      <p className="mt-4 max-w-2xl text-lg text-muted-foreground">{content.lead}</p>
      <ul className="mt-10 grid gap-10 md:grid-cols-2">
        {content.members.map((member, index) => (
          <li key={`${index}-${member.email}`}>
            <TeamMemberCard member={member} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A portrait shipped with the site is a file of the size shown; an uploaded one goes through
 * the image route, in the widths a 160 px box needs on any screen.
 */
function Portrait({ photo }: { photo: TeamPhoto }) {
  if (photo.src.startsWith("/")) {
    return (
      <img
        src={photo.src}
        width={photo.width}
        height={photo.height}
        alt={photo.alt}
        loading="lazy"
        decoding="async"
        className={photoClass}
      />
    );
  }
  return (
    <ResponsiveImage
      imageKey={photo.src}
      width={photo.width}
      height={photo.height}
      alt={photo.alt}
      sizes="160px"
      widths={[320, 640]}
      className={photoClass}
    />
  );
}

function TeamMemberCard({ member }: { member: TeamMember }) {
  return (
    <article className="flex flex-col gap-6 sm:flex-row">
      <Portrait photo={member.photo} />
      <div>
        <h3 className="font-sans text-xl font-semibold">{member.name}</h3>
        <p className="text-primary">{member.role}</p>
        <p className="mt-3 text-muted-foreground">{member.bio}</p>
        <ul className="mt-4 space-y-2">
          <li>
            <a
              href={telHref(member.phone)}
              className="inline-flex items-center gap-2 underline-offset-4 hover:underline"
            >
              <Phone aria-hidden="true" className="size-4 text-primary" />
              <span className="sr-only">{copy.phoneLabel(member.name)}: </span>
              {member.phone}
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
