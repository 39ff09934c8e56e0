import ChevronDown from "lucide-react/icons/chevron-down";
import { ifcGuide, type GuideSection, type ToolGuide } from "../copy";
import { StaticOnLoad } from "~/components/ui/static-on-load";
import { TableScroller } from "~/components/ui/table-scroller";

/** The export guide: plain server-rendered HTML, so it reads the same without JavaScript. */
export function IfcGuide() {
  return (
    <StaticOnLoad className="space-y-16">
      <Essentials />
      <Versions />
      <Tools />
      {ifcGuide.sections.map((section) => (
        <ProseSection key={section.id} section={section} />
      ))}
    </StaticOnLoad>
  );
}

export function IfcGuideContents({
  checkerId,
  checkerHeading,
}: {
  checkerId: string;
  checkerHeading: string;
}) {
  const entries = [
    { id: ifcGuide.versions.id, heading: ifcGuide.versions.heading },
    ...ifcGuide.tools.map((tool) => ({ id: tool.id, heading: tool.name })),
    ...ifcGuide.sections.map(({ id, heading }) => ({ id, heading })),
    { id: checkerId, heading: checkerHeading },
  ];
  return (
    <nav aria-labelledby="ifc-innhold" className="rounded-lg border bg-card p-6">
      <h2
        id="ifc-innhold"
        className="font-sans text-sm font-semibold tracking-wide text-muted-foreground uppercase"
      >
        {ifcGuide.toc.heading}
      </h2>
      <ol className="mt-3 space-y-1.5 text-sm">
        {entries.map((entry) => (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              className="text-foreground underline-offset-4 hover:text-primary hover:underline"
            >
              {entry.heading}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}

function Essentials() {
  return (
    <section
      aria-labelledby="kort-fortalt"
      className="rounded-lg border border-primary/40 bg-card p-6 md:p-8"
    >
      <h2 id="kort-fortalt" className="text-2xl md:text-3xl">
        {ifcGuide.essentials.heading}
      </h2>
      <ul className="mt-4 list-disc space-y-2 pl-5 text-muted-foreground marker:text-primary">
        {ifcGuide.essentials.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function Versions() {
  const { versions } = ifcGuide;
  return (
    <section id={versions.id} aria-labelledby={`${versions.id}-tittel`} className="scroll-mt-24">
      <h2 id={`${versions.id}-tittel`} className="text-2xl md:text-3xl">
        {versions.heading}
      </h2>
      <p className="mt-4 max-w-prose text-muted-foreground">{versions.intro}</p>
      <TableScroller label={versions.tableLabel} className="mt-6 rounded-lg border">
        <table className="w-full min-w-[36rem] text-left text-sm">
          <thead className="bg-muted">
            <tr>
              {versions.columns.map((column) => (
                <th key={column} scope="col" className="px-4 py-3 font-semibold">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {versions.rows.map((row) => (
              <tr key={row.version} className="border-t align-top">
                <th scope="row" className="px-4 py-3 font-semibold whitespace-nowrap">
                  {row.version}
                </th>
                <td className="px-4 py-3 whitespace-nowrap">{row.view}</td>
                <td className="px-4 py-3 text-muted-foreground">{row.advice}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableScroller>
      <p className="mt-4 max-w-prose text-muted-foreground">{versions.avoid}</p>
    </section>
  );
}

function Tools() {
  return (
    <section aria-labelledby="programmer-tittel">
      <h2 id="programmer-tittel" className="text-2xl md:text-3xl">
        {ifcGuide.toolsHeading}
      </h2>
      <div className="mt-6 space-y-4">
        {ifcGuide.tools.map((tool) => (
          <ToolDetails key={tool.id} tool={tool} />
        ))}
      </div>
    </section>
  );
}

/** Each tool folds open on its own (native <details>, no script), so readers skip the tools they don't use. */
function ToolDetails({ tool }: { tool: ToolGuide }) {
  return (
    <details id={tool.id} className="group scroll-mt-24 rounded-lg border bg-card">
      <summary className="grid cursor-pointer list-none grid-cols-[1fr_auto] gap-x-4 gap-y-1 p-5 [&::-webkit-details-marker]:hidden">
        <h3 className="text-xl md:text-2xl">{tool.name}</h3>
        <ChevronDown
          aria-hidden
          className="mt-1 size-5 transition-transform group-open:rotate-180"
        />
        <span className="text-sm text-muted-foreground">{tool.summary}</span>
      </summary>
      <div className="border-t px-5 pt-4 pb-6">
        <ol className="list-decimal space-y-2 pl-5 marker:text-primary">
          {tool.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h4 className="mt-6 font-semibold">{ifcGuide.tipsHeading}</h4>
        <ul className="mt-2 list-disc space-y-2 pl-5 text-muted-foreground">
          {tool.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </div>
    </details>
  );
}

function ProseSection({ section }: { section: GuideSection }) {
  return (
    <section id={section.id} aria-labelledby={`${section.id}-tittel`} className="scroll-mt-24">
      <h2 id={`${section.id}-tittel`} className="text-2xl md:text-3xl">
        {section.heading}
      </h2>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 max-w-prose text-muted-foreground">
          {paragraph}
        </p>
      ))}
      {section.items ? (
        <ul className="mt-4 list-disc space-y-2 pl-5 text-muted-foreground marker:text-primary">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
